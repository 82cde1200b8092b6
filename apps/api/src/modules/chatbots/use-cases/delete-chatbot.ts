import { AppError } from '@chatdesk/contracts';
import { publishQueueChanged, queueOfOptions } from '../chatbot-queue';
import type { ChatbotsDeps } from '../chatbots.deps';
import { deleteOptionRow } from '../chatbots.repository';

/** DELETE /chatbot/{id} (admins): the option and, by cascade, every option under it. */
export async function deleteChatbot(deps: ChatbotsDeps, companyId: number, id: number): Promise<void> {
  const queue = await deps.db.tenant(companyId).transaction(async (tx) => {
    const row = await deleteOptionRow(tx, companyId, id);
    if (!row) throw new AppError('ERR_NO_CHATBOT_FOUND');
    return queueOfOptions(tx, companyId, row.queueId);
  });
  publishQueueChanged(deps, companyId, queue);
}
