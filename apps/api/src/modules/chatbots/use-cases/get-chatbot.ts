import { AppError, type ChatbotOptionAnswer } from '@chatdesk/contracts';
import type { Tx } from '../../../platform/db/database';
import { findInTree } from '../chatbot-tree';
import type { ChatbotsDeps } from '../chatbots.deps';
import { findOption, findQueueOptions } from '../chatbots.repository';

/** One option with its sub-options, read inside the caller's transaction. */
export async function optionWithSubOptions(tx: Tx, companyId: number, id: number): Promise<ChatbotOptionAnswer> {
  const row = await findOption(tx, companyId, id);
  const option = row ? findInTree(await findQueueOptions(tx, companyId, row.queueId), id) : null;
  if (!option) throw new AppError('ERR_NO_CHATBOT_FOUND');
  return option;
}

/** GET /chatbot/{id}. Another company's id reads as missing (404 ERR_NO_CHATBOT_FOUND). */
export async function getChatbot(deps: ChatbotsDeps, companyId: number, id: number): Promise<ChatbotOptionAnswer> {
  return deps.db.tenant(companyId).transaction((tx) => optionWithSubOptions(tx, companyId, id));
}
