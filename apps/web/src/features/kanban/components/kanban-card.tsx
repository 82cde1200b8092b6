import type { KanbanTicketAnswer } from '@chatdesk/contracts';
import { useDraggable } from '@dnd-kit/core';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChannelIcon } from '../../../components/channel-icon';
import { cardTime } from '../lib/card-time';

/** Every card is this tall (px, with its gap): the columns compute positions instead of measuring. */
export const cardRowHeight = 176;

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** What a card shows (spec 3 "Kanban board"); also the drag overlay's content. */
export function KanbanCardContent({ ticket }: { ticket: KanbanTicketAnswer }) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ChannelIcon channel={ticket.channel} label={ticket.whatsapp?.name ?? ticket.channel} fontSize="small" />
        <Typography variant="subtitle2" sx={{ flex: 1, ...ellipsis }}>
          {t('kanban.ticketNumber', { id: ticket.id })}
        </Typography>
        <Badge color="success" badgeContent={ticket.unreadMessages} max={99} sx={{ mr: 1 }} />
        <Typography variant="caption" color="text.secondary">
          {cardTime(ticket.updatedAt)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 500, ...ellipsis }}>
        {ticket.contact.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={ellipsis}>
        {ticket.contact.number}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ ...ellipsis, minHeight: 20 }}>
        {ticket.lastMessage}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 'auto' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {ticket.user ? <Chip size="small" label={ticket.user.name} sx={{ maxWidth: 1 }} /> : null}
        </Box>
        <Button
          size="small"
          variant="outlined"
          component={Link}
          to={`/tickets/${ticket.uuid}`}
          // The card is the drag handle: keys and presses on the button are the button's own.
          onKeyDown={(event) => event.stopPropagation()}
          onMouseDown={(event) => event.stopPropagation()}
          onTouchStart={(event) => event.stopPropagation()}
        >
          {t('kanban.viewTicket')}
        </Button>
      </Box>
    </>
  );
}

const cardSx = {
  height: cardRowHeight - 12,
  p: 1.5,
  display: 'flex',
  flexDirection: 'column',
  gap: 0.25,
  cursor: 'grab',
  touchAction: 'manipulation',
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
} as const;

/** A ticket's card, dragged to another lane by pointer or keyboard (space, arrows, space). */
export function KanbanCard({ ticket }: { ticket: KanbanTicketAnswer }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: ticket.id });
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      data-testid={`kanban-card-${ticket.id}`}
      {...attributes}
      {...listeners}
      sx={{ ...cardSx, opacity: isDragging ? 0.4 : 1 }}
    >
      <KanbanCardContent ticket={ticket} />
    </Paper>
  );
}

/** The card under the pointer while dragging, drawn above the columns. */
export function KanbanCardOverlay({ ticket }: { ticket: KanbanTicketAnswer }) {
  return (
    <Paper elevation={8} sx={{ ...cardSx, cursor: 'grabbing' }}>
      <KanbanCardContent ticket={ticket} />
    </Paper>
  );
}
