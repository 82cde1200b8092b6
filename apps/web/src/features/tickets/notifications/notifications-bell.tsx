import Notifications from '@mui/icons-material/Notifications';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lastMessageMaxLength, truncate } from '../lib/ticket-row-format';
import { askForDesktopNotifications, canAskForDesktopNotifications } from './alerts';
import { useTicketNotifications } from './use-ticket-notifications';

/** Spec 1 §2 top bar: the bell with the count of unread tickets; the popover lists them. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tickets = useTicketNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [mayAsk, setMayAsk] = useState(canAskForDesktopNotifications);
  const label = t('tickets.notifications.bell');

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge badgeContent={tickets.length} color="error" max={999}>
            <Notifications />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 340, maxHeight: 400 } } }}
      >
        {mayAsk && (
          <Button
            fullWidth
            onClick={() => void askForDesktopNotifications().finally(() => setMayAsk(canAskForDesktopNotifications()))}
          >
            {t('tickets.notifications.enable')}
          </Button>
        )}
        {tickets.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('tickets.notifications.empty')}
          </Typography>
        ) : (
          <List dense>
            {tickets.map((ticket) => (
              <ListItemButton
                key={ticket.id}
                onClick={() => {
                  setAnchor(null);
                  void navigate(`/tickets/${ticket.uuid}`);
                }}
              >
                <ListItemAvatar>
                  <Avatar src={ticket.contact.urlPicture ?? undefined} alt="" />
                </ListItemAvatar>
                <ListItemText
                  primary={ticket.contact.name}
                  secondary={truncate(ticket.lastMessage, lastMessageMaxLength)}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
