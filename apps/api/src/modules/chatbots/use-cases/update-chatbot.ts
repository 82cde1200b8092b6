import { AppError, type ChatbotOptionAnswer, type ChatbotUpdate } from '@chatdesk/contracts';
import { publishQueueChanged, queueOfOptions } from '../chatbot-queue';
import { assertCanHoldSubOptions, checkedTargets } from '../chatbot-rules';
import type { ChatbotsDeps } from '../chatbots.deps';
import { findOption, hasSubOptions, updateOptionRow } from '../chatbots.repository';
import { optionWithSubOptions } from './get-chatbot';

/**
 * PUT /chatbot/{id} (admins): replaces the option's fields; it stays where it is in the tree.
 * An option with sub-options must remain a text option with a message.
 */
export async function updateChatbot(
  deps: ChatbotsDeps,
  companyId: number,
  id: number,
  input: ChatbotUpdate,
): Promise<ChatbotOptionAnswer> {
  const { option, queue } = await deps.db.tenant(companyId).transaction(async (tx) => {
    const current = await findOption(tx, companyId, id);
    if (!current) throw new AppError('ERR_NO_CHATBOT_FOUND');
    if (await hasSubOptions(tx, companyId, id)) assertCanHoldSubOptions(input);
    const targets = await checkedTargets(tx, companyId, input);
    await updateOptionRow(tx, companyId, id, {
      name: input.name,
      greetingMessage: input.greetingMessage,
      queueType: input.queueType,
      closeTicket: input.closeTicket,
      ...(input.position === undefined ? {} : { position: input.position }),
      ...targets,
    });
    return {
      option: await optionWithSubOptions(tx, companyId, id),
      queue: await queueOfOptions(tx, companyId, current.queueId),
    };
  });
  publishQueueChanged(deps, companyId, queue);
  return option;
}
