import type { ChatbotOptionAnswer } from '@chatdesk/contracts';
import { queueOfOptions } from '../chatbot-queue';
import { toChatbotTree } from '../chatbot-tree';
import type { ChatbotsDeps } from '../chatbots.deps';
import { findQueueOptions } from '../chatbots.repository';

/** GET /chatbot?queueId: the queue's option tree (404 ERR_NO_QUEUE_FOUND for another company's queue). */
export async function listChatbots(
  deps: ChatbotsDeps,
  companyId: number,
  queueId: number,
): Promise<ChatbotOptionAnswer[]> {
  return deps.db.tenant(companyId).transaction(async (tx) => {
    await queueOfOptions(tx, companyId, queueId);
    return toChatbotTree(await findQueueOptions(tx, companyId, queueId));
  });
}
