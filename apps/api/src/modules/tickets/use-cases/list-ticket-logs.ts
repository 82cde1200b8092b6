import { AppError, canSeeTicket, type TicketLogEntryAnswer } from '@chatdesk/contracts';
import { findTicketLogs } from '../ticket-history.repository';
import { visibleFieldsOf } from '../ticket-transition';
import type { TicketCaller, TicketsDeps } from '../tickets.deps';
import { findTicket } from '../tickets.repository';

/** GET /tickets-log/{id}: the ticket's timeline, oldest first, with user and queue names. */
export async function listTicketLogs(
  deps: TicketsDeps,
  caller: TicketCaller,
  ticketId: number,
): Promise<TicketLogEntryAnswer[]> {
  const { companyId } = caller;
  return deps.db.tenant(companyId).transaction(async (tx) => {
    const ticket = await findTicket(tx, companyId, ticketId);
    if (!ticket || !canSeeTicket(caller.viewer, visibleFieldsOf(ticket))) throw new AppError('ERR_NO_TICKET_FOUND');
    const rows = await findTicketLogs(tx, companyId, ticketId);
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      createdAt: row.createdAt.toISOString(),
      user: row.userId === null || row.userName === null ? null : { id: row.userId, name: row.userName },
      queue:
        row.queueId === null || row.queueName === null || row.queueColor === null
          ? null
          : { id: row.queueId, name: row.queueName, color: row.queueColor },
    }));
  });
}
