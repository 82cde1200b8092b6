import type { ContactTicketAnswer } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../../../lib/dates';
import { useContactTickets } from '../../api/contact-tickets';

/** Queue label colour for a ticket without a queue (spec 1 §2 "Ticket list": no-department grey). */
const noQueueColor = '#7C7C7C';

function ContactTicketRow({ ticket, current }: { ticket: ContactTicketAnswer; current: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ListItemButton
      selected={current}
      aria-current={current ? 'page' : undefined}
      aria-label={t('conversation.contactTickets.open', { id: ticket.id })}
      onClick={() => void navigate(`/tickets/${ticket.uuid}`)}
      sx={{ display: 'block', borderRadius: 1, px: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('conversation.header.ticketNumber', { id: ticket.id })}
        </Typography>
        <Chip size="small" variant="outlined" label={t(`tickets.status.${ticket.status}`)} />
        <Chip
          size="small"
          label={ticket.queue?.name ?? t('conversation.contactTickets.noQueue')}
          sx={{ bgcolor: ticket.queue?.color ?? noQueueColor, color: '#fff', maxWidth: 140 }}
        />
        {current && <Chip size="small" color="primary" label={t('conversation.contactTickets.current')} />}
        <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
          <time dateTime={ticket.updatedAt}>{formatDate(ticket.updatedAt)}</time>
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" noWrap>
        {ticket.lastMessage || '\u00a0'}
      </Typography>
    </ListItemButton>
  );
}

/** The open ticket as the conversation has it, kept live by the socket; the history's copy may be older. */
type LiveTicket = Pick<ContactTicketAnswer, 'id' | 'status' | 'queue' | 'lastMessage' | 'updatedAt'>;

/** The contact's past and present tickets the user may open; a click opens one (/tickets/{uuid}). */
export function ContactTickets({ contactId, current }: { contactId: number; current: LiveTicket }) {
  const { t } = useTranslation();
  const tickets = useContactTickets(contactId);
  const { id, status, queue, lastMessage, updatedAt } = current;
  return (
    <Box component="section" aria-label={t('conversation.contactTickets.title')}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('conversation.contactTickets.title')}
      </Typography>
      {tickets.isPending && <Skeleton variant="rounded" height={56} />}
      {tickets.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('conversation.contactTickets.empty')}
        </Typography>
      )}
      <List dense disablePadding data-testid="contact-tickets">
        {tickets.data?.map((ticket) =>
          ticket.id === id ? (
            <ContactTicketRow key={id} ticket={{ ...ticket, status, queue, lastMessage, updatedAt }} current />
          ) : (
            <ContactTicketRow key={ticket.id} ticket={ticket} current={false} />
          ),
        )}
      </List>
    </Box>
  );
}
