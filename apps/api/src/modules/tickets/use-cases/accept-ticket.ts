import { AppError } from '@chatdesk/contracts';
import { findConnection, findQueueRef, findUserRef } from '../ticket-references.repository';
import type { Transition } from '../ticket-transition';

/** Statuses a ticket is waiting in: an attendant accepts it from there. */
export const waitingStatuses = ['pending', 'lgpd', 'nps'] as const;

/**
 * Accept (spec 1 §4): a waiting ticket becomes the caller's, open (group for a group ticket),
 * optionally in the queue the accept modal chose. A body naming another user of the company
 * (`userId`) assigns it to them instead, as a transfer to that user would; the greeting is then
 * theirs. The greeting goes out when the company's sendGreetingAccepted is on and the ticket was
 * pending (groups only with groupAsTicket).
 */
export async function acceptTicket(
  t: Transition,
  input: { queueId?: number | null; userId?: number | null },
): Promise<void> {
  const { tx, caller, before } = t;
  if (!(waitingStatuses as readonly string[]).includes(before.status)) throw new AppError('ERR_INVALID_TICKET_STATUS');
  const queueId = await chosenQueue(t, input.queueId);
  const userId = await chosenUser(t, input.userId);
  await t.update({ status: before.isGroup ? 'group' : 'open', userId, queueId });
  await t.log('open', { userId, queueId });
  await t.stamp(['startedAt'], { userId, queueId });

  const settings = await t.settings();
  if (settings.sendGreetingAccepted !== 'enabled' || before.status !== 'pending') return;
  const connection = await findConnection(tx, caller.companyId, before.whatsappId);
  if (before.isGroup && connection?.groupAsTicket !== 'enabled') return;
  await t.send(settings.greetingAcceptedMessage, userId);
}

/** The user a body names (checked against the company), or the caller when none is sent. */
async function chosenUser(t: Transition, userId: number | null | undefined): Promise<number> {
  const self = t.caller.viewer.userId;
  if (userId === undefined || userId === null || userId === self) return self;
  if (!(await findUserRef(t.tx, t.caller.companyId, userId))) throw new AppError('ERR_NO_USER_FOUND');
  return userId;
}

/** The queue a body names (checked against the company), or the ticket's own when none is sent. */
export async function chosenQueue(t: Transition, queueId: number | null | undefined): Promise<number | null> {
  if (queueId === undefined) return t.before.queueId;
  if (queueId === null) return null;
  if (!(await findQueueRef(t.tx, t.caller.companyId, queueId))) throw new AppError('ERR_NO_QUEUE_FOUND');
  return queueId;
}
