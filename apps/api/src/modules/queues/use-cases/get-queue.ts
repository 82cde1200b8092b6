import { AppError, type QueueAnswer } from '@chatdesk/contracts';
import { toQueueAnswer } from '../queue-answer';
import type { QueueCaller, QueuesDeps } from '../queues.deps';
import { findQueue } from '../queues.repository';

/** GET /queue/{id}. Another company's id reads as missing (404 ERR_NO_QUEUE_FOUND). */
export async function getQueue(deps: QueuesDeps, caller: QueueCaller, queueId: number): Promise<QueueAnswer> {
  const row = await deps.db.tenant(caller.companyId).transaction((tx) => findQueue(tx, caller.companyId, queueId));
  if (!row) throw new AppError('ERR_NO_QUEUE_FOUND');
  return toQueueAnswer(row);
}
