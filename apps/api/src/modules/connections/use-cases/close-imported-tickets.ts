import { AppError } from '@chatdesk/contracts';
import { runTransition } from '../../tickets/ticket-transition';
import type { ViewingUser } from '../../tickets/ticket-viewer';
import { finishClose } from '../../tickets/use-cases/close-ticket';
import { publishImportRefresh, setImportStatus } from '../connection-import-events';
import type { ConnectionActor, ConnectionsDeps } from '../connections.deps';
import { findConnection } from '../connections.repository';
import { findImportedTicketIds } from '../connections-admin.repository';

/**
 * POST /closedimported/{id}: closes the tickets the connection's history import left pending
 * (connections-admin.repository: findImportedTicketIds), each through the tickets module's own
 * close (status, closer, log entry, attendance end, `ticket.updated`), without farewells. The
 * import status is then cleared so the page stops offering the button.
 */
export async function closeImportedTickets(
  deps: ConnectionsDeps,
  caller: ConnectionActor,
  connectionId: number,
): Promise<{ closed: number }> {
  const { companyId } = caller;
  const [connection, ticketIds] = await deps.db.tenant(companyId).transaction(async (tx) => {
    const row = await findConnection(tx, companyId, connectionId);
    if (!row) throw new AppError('ERR_NO_WAPP_FOUND');
    return [row, await findImportedTicketIds(tx, row)] as const;
  });
  // Connection managers act as admins for connection actions (spec 2 §6), whatever queues they see.
  const viewer: ViewingUser = {
    userId: caller.userId,
    subject: { ...caller.subject, profile: 'admin' },
    queueIds: [],
    hidesNumbers: false, // never for admins
  };
  let closed = 0;
  for (const ticketId of ticketIds) {
    try {
      await runTransition(deps, { companyId, viewer }, ticketId, async (t) => {
        if (t.before.status !== 'pending') return; // taken or closed since it was listed
        await finishClose(t, { amountUsedBotQueues: 0, userId: t.caller.viewer.userId });
        closed++;
      });
    } catch (error) {
      // Deleted since it was listed: nothing left to close.
      if (!(error instanceof AppError && error.code === 'ERR_NO_TICKET_FOUND')) throw error;
    }
  }
  await setImportStatus(deps, connection, null);
  publishImportRefresh(deps.events, connection);
  return { closed };
}
