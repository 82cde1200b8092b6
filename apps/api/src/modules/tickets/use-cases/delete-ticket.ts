import { AppError, canSeeTicket } from '@chatdesk/contracts';
import { visibleFieldsOf } from '../ticket-transition';
import type { TicketCaller, TicketsDeps } from '../tickets.deps';
import { deleteTicketRow, lockTicket } from '../tickets.repository';

/** DELETE /tickets/{id} (ticket-options:deleteTicket): messages, logs and trackings go with it. */
export async function deleteTicket(deps: TicketsDeps, caller: TicketCaller, ticketId: number): Promise<void> {
  const { companyId } = caller;
  const before = await deps.db.tenant(companyId).transaction(async (tx) => {
    const ticket = await lockTicket(tx, companyId, ticketId);
    if (!ticket || !canSeeTicket(caller.viewer, visibleFieldsOf(ticket))) throw new AppError('ERR_NO_TICKET_FOUND');
    await deleteTicketRow(tx, companyId, ticketId);
    return visibleFieldsOf(ticket);
  });
  deps.events.publish({ type: 'ticket.deleted', companyId, ticketId, before });
}
