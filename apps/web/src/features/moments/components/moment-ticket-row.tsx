import type { MomentTicketAnswer } from '@chatdesk/contracts';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
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
      sx={{ p: 1, display: 'flex', gap: 1 }}
    >
      <Badge color="success" badgeContent={ticket.unreadMessages} max={99} overlap="circular">
        <Avatar src={contact.urlPicture ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
          {contact.name.charAt(0).toUpperCase()}
        </Avatar>
      </Badge>
      {ticket.unreadMessages > 0 ? (
        <Box
          component="span"
          sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {t('moments.unread', { count: ticket.unreadMessages })}
        </Box>
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, ...ellipsis }}>
            {contact.name}
          </Typography>
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
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
          {queue ? (
            <ColorChip name={queue.name} color={queue.color} maxWidth={140} />
          ) : (
            <Chip size="small" label={t('moments.noQueue')} sx={{ maxWidth: 140 }} />
          )}
          <Typography variant="caption" color="text.secondary" sx={{ ...ellipsis, maxWidth: 1 }}>
            {t('moments.connection', { name: ticket.whatsapp.name })}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ ...ellipsis, maxWidth: 1 }}>
            {ticket.user ? t('moments.assignedTo', { name: ticket.user.name }) : t('moments.unassigned')}
          </Typography>
        </Box>
      </Box>
      {canOpen ? (
        <Button
          size="small"
          component={Link}
          to={`/tickets/${ticket.uuid}`}
          aria-label={t('moments.openTicket', { name: contact.name })}
          sx={{ alignSelf: 'center', minWidth: 0, flexShrink: 0 }}
        >
          {t('moments.open')}
        </Button>
      ) : null}
    </Paper>
  );
}
