import { AppError } from '@chatdesk/contracts';
import { openTracking } from '../ticket-history.repository';
import type { Transition } from '../ticket-transition';
import { findActiveTicketOf } from '../tickets.repository';
import { chosenQueue } from './accept-ticket';

/**
 * Reopen (spec 1 §4): a closed ticket becomes the caller's again, open (group for groups), as a
 * new attendance. When the contact already has another active ticket on that connection (one
 * at most, by index), nothing changes and that ticket is the answer: the web then names its
 * user and queue, or opens it when it is the caller's.
 */
export async function reopenTicket(t: Transition, input: { queueId?: number | null }): Promise<void> {
  const { tx, caller, before } = t;
  if (before.status !== 'closed') throw new AppError('ERR_INVALID_TICKET_STATUS');
  const other = await findActiveTicketOf(tx, caller.companyId, before.whatsappId, before.contactId, before.id);
  if (other) return t.answerInstead(other.id);
  const queueId = await chosenQueue(t, input.queueId);
  const userId = caller.viewer.userId;
  await t.update({ status: before.isGroup ? 'group' : 'open', userId, queueId, isTransfered: false });
  await t.log('reopen', { userId, queueId });
  const now = new Date();
  await openTracking(tx, {
    companyId: caller.companyId,
    ticketId: before.id,
    whatsappId: before.whatsappId,
    userId,
    queueId,
    queuedAt: now,
    startedAt: now,
  });
}
