import { AppError, type QueueAnswer } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { toQueueAnswer } from '../queues/queue-answer';
import { findQueue } from '../queues/queues.repository';
import type { ChatbotsDeps } from './chatbots.deps';

/** The queue an option belongs to; another company's reads as missing (404 ERR_NO_QUEUE_FOUND). */
export async function queueOfOptions(tx: Tx, companyId: number, queueId: number): Promise<QueueAnswer> {
  const row = await findQueue(tx, companyId, queueId);
  if (!row) throw new AppError('ERR_NO_QUEUE_FOUND');
  return toQueueAnswer(row);
}

/**
 * An option tree is part of its queue (spec 2 §3): a change is published as the queue's update,
 * so other admins' queue dialogs and lists refresh through `company-{id}-queue`.
 */
export function publishQueueChanged(deps: ChatbotsDeps, companyId: number, queue: QueueAnswer): void {
  deps.events.publish({ type: 'queue.updated', companyId, queue });
}
