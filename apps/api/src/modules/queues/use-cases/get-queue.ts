import { AppError, type QueueDetailAnswer } from '@chatdesk/contracts';
import { toChatbotTree } from '../../chatbots/chatbot-tree';
import { findQueueOptions } from '../../chatbots/chatbots.repository';
import { toQueueAnswer } from '../queue-answer';
import type { QueueCaller, QueuesDeps } from '../queues.deps';
import { findQueue } from '../queues.repository';

/**
 * GET /queue/{id}: the queue with its chatbot option tree. Another company's id reads as missing
 * (404 ERR_NO_QUEUE_FOUND).
 */
export async function getQueue(deps: QueuesDeps, caller: QueueCaller, queueId: number): Promise<QueueDetailAnswer> {
  const { companyId } = caller;
  return deps.db.tenant(companyId).transaction(async (tx) => {
    const row = await findQueue(tx, companyId, queueId);
    if (!row) throw new AppError('ERR_NO_QUEUE_FOUND');
    return { ...toQueueAnswer(row), chatbots: toChatbotTree(await findQueueOptions(tx, companyId, queueId)) };
  });
}
