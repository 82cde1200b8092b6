import Notifications from '@mui/icons-material/Notifications';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PopoverIconButton } from '../../../components/popover-icon-button';
import { lastMessageMaxLength, truncate } from '../lib/ticket-row-format';
import { askForDesktopNotifications, canAskForDesktopNotifications } from './alerts';
import { useTicketNotifications } from './use-ticket-notifications';

/** Spec 1 §2 top bar: the bell with the count of unread tickets; the popover lists them. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tickets = useTicketNotifications();
  const [mayAsk, setMayAsk] = useState(canAskForDesktopNotifications);
  const label = t('tickets.notifications.bell');

  return (
    <PopoverIconButton
      label={label}
      icon={<Notifications />}
      badge={{ count: tickets.length, max: 999 }}
      paperSx={{ width: 340, maxWidth: 'calc(100vw - 32px)', maxHeight: 400 }}
    >
      {(close) => (
        <>
          {mayAsk && (
            <Button
              fullWidth
              onClick={() =>
                void askForDesktopNotifications().finally(() => setMayAsk(canAskForDesktopNotifications()))
              }
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
                    close();
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
        </>
      )}
    </PopoverIconButton>
  );
}
