import type { Tx } from '../../../platform/db/database';
import { resetUnread } from '../../tickets/use-cases/reset-unread';
import { visibleTicket } from '../conversation-access';
import type { MessageCaller, MessagesDeps } from '../messages.deps';
import { markInboundRead } from '../messages.repository';

/** Inside a tenant transaction: the ticket's inbound messages read, its unread count zero. Publish after commit. */
export async function markReadInTransaction(tx: Tx, companyId: number, ticketId: number) {
  const read = await markInboundRead(tx, companyId, ticketId);
  const unread = await resetUnread(tx, companyId, ticketId);
  return { read, publish: (deps: MessagesDeps) => unread.publish(deps.events) };
}

/**
 * POST /messages/{ticketId}/read, and a send carrying `read: true` (spec 1 §7): the web calls it when
 * the attendant opens the conversation. Listing messages never marks them read, so a supervisor
 * browsing history does not clear an attendant's unread badge.
 */
export async function markMessagesRead(
  deps: MessagesDeps,
  caller: MessageCaller,
  ticketId: number,
): Promise<{ ticketId: number; read: number }> {
  const { companyId, viewer } = caller;
  const result = await deps.db.tenant(companyId).transaction(async (tx) => {
    await visibleTicket(tx, companyId, viewer, { id: ticketId });
    return markReadInTransaction(tx, companyId, ticketId);
  });
  result.publish(deps);
  return { ticketId, read: result.read };
}
