import type { MomentTicketAnswer } from '@chatdesk/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColorChip } from '../../../components/color-chip';
import { formatDateTime } from '../../../lib/dates';
import { formatRelative } from '../../../lib/relative-time';

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const unreadSx = {
  flexShrink: 0,
  minWidth: 20,
  height: 20,
  px: 0.75,
  borderRadius: 10,
  typography: 'caption',
  fontWeight: 600,
  lineHeight: '20px',
  textAlign: 'center',
} as const;
/** Read by screen readers, not shown: the count's words ('2 mensagens não lidas'). */
const hiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface MomentTicketRowProps {
  ticket: MomentTicketAnswer;
  /** Spec 2 §6: the open control shows for admins and for the ticket's own user. */
  canOpen: boolean;
  now: Date;
}

/**
 * A ticket on the panel (spec 2 §2): contact, last message, connection, queue, assigned user,
 * unread count and how long ago it was updated; a link to /tickets/{uuid} when the viewer may open it.
 */
export function MomentTicketRow({ ticket, canOpen, now }: MomentTicketRowProps) {
  const { t } = useTranslation();
  const { contact, queue } = ticket;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid={`moment-ticket-${ticket.id}`}
      sx={{ position: 'relative', p: 1, display: 'flex', alignItems: 'flex-start', gap: 1 }}
    >
      <Avatar src={contact.urlPicture ?? undefined} alt="" sx={{ width: 36, height: 36, mt: 0.25 }}>
        {contact.name.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, ...ellipsis }}>
            {contact.name}
          </Typography>
          {ticket.unreadMessages > 0 ? (
            <Box
              component="span"
              title={t('moments.unread', { count: ticket.unreadMessages })}
              sx={{ ...unreadSx, bgcolor: 'success.main', color: 'success.contrastText' }}
            >
              <span aria-hidden>{ticket.unreadMessages > 99 ? '99+' : ticket.unreadMessages}</span>
              <Box component="span" sx={hiddenSx}>
                {t('moments.unread', { count: ticket.unreadMessages })}
              </Box>
            </Box>
          ) : null}
          <Typography
            component="time"
            variant="caption"
            color="text.secondary"
            dateTime={ticket.updatedAt}
            title={formatDateTime(ticket.updatedAt)}
            sx={{ flexShrink: 0 }}
          >
            {formatRelative(ticket.updatedAt, now)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ ...ellipsis, minHeight: 20 }}>
          {ticket.lastMessage}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          {queue ? (
            <ColorChip name={queue.name} color={queue.color} maxWidth={120} />
          ) : (
            <Chip size="small" label={t('moments.noQueue')} sx={{ maxWidth: 120 }} />
          )}
          <Typography variant="caption" color="text.secondary" sx={ellipsis}>
            {t('moments.connection', { name: ticket.whatsapp.name })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 30 }}>
          <Typography variant="caption" color="text.secondary" sx={{ flex: 1, ...ellipsis }}>
            {ticket.user ? t('moments.assignedTo', { name: ticket.user.name }) : t('moments.unassigned')}
          </Typography>
          {canOpen ? (
            <Button
              size="small"
              variant="outlined"
              component={Link}
              to={`/tickets/${ticket.uuid}`}
              aria-label={t('moments.openTicket', { name: contact.name })}
              sx={{ flexShrink: 0, py: 0 }}
            >
              {t('moments.open')}
            </Button>
          ) : null}
        </Box>
      </Box>
    </Paper>
  );
}
