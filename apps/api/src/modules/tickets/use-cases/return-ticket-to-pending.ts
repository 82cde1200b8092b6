import { AppError } from '@chatdesk/contracts';
import type { Transition } from '../ticket-transition';

/** Return to waiting (spec 1 §4): an open or group ticket goes back to pending, unassigned. */
export async function returnTicketToPending(t: Transition, input: { queueId?: number | null }): Promise<void> {
  if (t.before.status !== 'open' && t.before.status !== 'group') throw new AppError('ERR_INVALID_TICKET_STATUS');
  const queueId = input.queueId === undefined ? t.before.queueId : input.queueId;
  await t.update({ status: 'pending', userId: null, queueId });
  await t.log('pending', { queueId });
  await t.stamp(['queuedAt'], { userId: null, queueId });
}
