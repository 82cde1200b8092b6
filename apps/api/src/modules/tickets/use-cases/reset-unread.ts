import type { Tx } from '../../../platform/db/database';
import type { DomainEvents } from '../../../platform/events/domain-events';
import { clearUnread } from '../tickets.repository';

/**
 * Zeroes the ticket's unread counter inside the caller's transaction (the messages module's
 * "mark read"). Call `publish` after the commit: it sends `ticket.unreadReset` (spec 1 §7
 * updateUnread) only when the counter actually changed.
 */
export async function resetUnread(
  tx: Tx,
  companyId: number,
  ticketId: number,
): Promise<{ changed: boolean; publish(events: DomainEvents): void }> {
  const changed = await clearUnread(tx, companyId, ticketId);
  return {
    changed,
    publish(events) {
      if (changed) events.publish({ type: 'ticket.unreadReset', companyId, ticketId });
    },
  };
}
