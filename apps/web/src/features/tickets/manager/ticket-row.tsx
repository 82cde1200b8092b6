import type { TicketAnswer } from '@chatdesk/contracts';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChannelIcon } from '../../../components/channel-icon';
import { WhatsAppText } from '../../../components/whatsapp-text';
import {
  contactNameMaxLength,
  lastMessageMaxLength,
  noQueueColor,
  ratingEmoji,
  truncate,
  visibleTags,
} from '../lib/ticket-row-format';
import { rowTime } from '../lib/ticket-time';
import { focusRingSx } from '../shortcuts/focus-ring';

/** Every row is this tall: the windowed list positions rows without measuring them. */
export const ticketRowHeight = 88;

interface TicketRowProps {
  ticket: TicketAnswer;
  selected: boolean;
  /** Admins see whose ticket it is. */
  showAttendant: boolean;
  onOpen: (ticket: TicketAnswer) => void;
  /** A search's matching message, on a line of its own below the rest. */
  match?: ReactNode;
  /** The row's height when the list gives rows another (rows with a matching message). */
  height?: number;
}

const chipSx = { height: 18, fontSize: 11, maxWidth: 110, color: '#fff' } as const;

/** One ticket in the manager (spec 1 §2 "Ticket list" rows). */
export const TicketRow = memo(function TicketRow({
  ticket,
  selected,
  showAttendant,
  onOpen,
  match,
  height = ticketRowHeight,
}: TicketRowProps) {
  const { t } = useTranslation();
  const tags = visibleTags(ticket.tags);
  const emoji = ratingEmoji(ticket.userRating?.rate);
  return (
    <ListItemButton
      selected={selected}
      onClick={() => onOpen(ticket)}
      sx={{ height, gap: 1.5, alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider', ...focusRingSx }}
      aria-label={ticket.contact.name}
    >
      <Avatar src={ticket.contact.urlPicture ?? undefined} alt="" sx={{ mt: 0.5 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <ChannelIcon channel={ticket.channel} fontSize="inherit" label={t(`tickets.channels.${ticket.channel}`)} />
          <Typography variant="subtitle2" noWrap sx={{ flex: 1 }}>
            {truncate(ticket.contact.name, contactNameMaxLength)}
          </Typography>
          {emoji && (
            <span role="img" aria-label={`rating ${ticket.userRating?.rate}`}>
              {emoji}
            </span>
          )}
          <Typography variant="caption" color="text.secondary">
            {rowTime(ticket.updatedAt)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1 }}>
            <WhatsAppText text={ticket.lastMessage} links={false} maxLength={lastMessageMaxLength} />
          </Typography>
          {ticket.unreadMessages > 0 && (
            <Badge
              badgeContent={ticket.unreadMessages}
              color="success"
              aria-label={t('tickets.list.unread', { count: ticket.unreadMessages })}
              sx={{ mr: 1.5 }}
            />
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, overflow: 'hidden' }}>
          <Chip
            size="small"
            label={ticket.queue?.name ?? t('tickets.list.noQueue')}
            sx={{ ...chipSx, bgcolor: ticket.queue?.color ?? noQueueColor }}
          />
          {showAttendant && ticket.user && (
            <Chip size="small" label={ticket.user.name} sx={{ ...chipSx, bgcolor: 'primary.main' }} />
          )}
          {tags.shown.map((tag) => (
            <Chip key={tag.id} size="small" label={tag.name} sx={{ ...chipSx, bgcolor: tag.color }} />
          ))}
          {tags.more > 0 && (
            <Chip
              size="small"
              label={t('tickets.list.moreTags', { count: tags.more })}
              sx={{ height: 18, fontSize: 11 }}
            />
          )}
        </Box>
        {match}
      </Box>
    </ListItemButton>
  );
});
