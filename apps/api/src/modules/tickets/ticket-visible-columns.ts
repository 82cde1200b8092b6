import { tickets } from '../../db/schema';

/** A ticket's id and the fields canSeeTicket reads (VisibleTicketFields), as a select list. */
export const ticketVisibleColumns = {
  id: tickets.id,
  userId: tickets.userId,
  queueId: tickets.queueId,
  status: tickets.status,
  isGroup: tickets.isGroup,
};
