import { AppError } from '@chatdesk/contracts';
import type { Tx } from '../../../platform/db/database';
import { visibleTicket } from '../../messages/conversation-access';
import type { TicketNoteCaller } from '../ticket-notes.deps';

/** Notes live on a ticket the caller may see, and on that ticket's contact (else 404). */
export async function noteTicket(tx: Tx, caller: TicketNoteCaller, ticketId: number, contactId: number) {
  const ticket = await visibleTicket(tx, caller.companyId, caller.viewer, { id: ticketId });
  if (ticket.contactId !== contactId) throw new AppError('ERR_NO_CONTACT_FOUND');
  return ticket;
}
