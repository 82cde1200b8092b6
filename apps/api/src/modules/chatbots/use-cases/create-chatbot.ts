import { AppError, type ChatbotCreate, type ChatbotOptionAnswer } from '@chatdesk/contracts';
import { publishQueueChanged, queueOfOptions } from '../chatbot-queue';
import { assertCanHoldSubOptions, checkedTargets } from '../chatbot-rules';
import { toChatbotOption } from '../chatbot-tree';
import type { ChatbotsDeps } from '../chatbots.deps';
import { findOption, insertOption, nextPosition } from '../chatbots.repository';

/**
 * POST /chatbot (admins; the route guards): a new option at the top of a queue's tree or under
 * a text option with a message, after its last sibling unless a position is given.
 */
export async function createChatbot(
  deps: ChatbotsDeps,
  companyId: number,
  input: ChatbotCreate,
): Promise<ChatbotOptionAnswer> {
  const { option, queue } = await deps.db.tenant(companyId).transaction(async (tx) => {
    const queue = await queueOfOptions(tx, companyId, input.queueId);
    if (input.parentId !== null) {
      const parent = await findOption(tx, companyId, input.parentId);
      if (!parent || parent.queueId !== input.queueId) throw new AppError('ERR_NO_CHATBOT_FOUND');
      assertCanHoldSubOptions(parent);
    }
    const targets = await checkedTargets(tx, companyId, input);
    const position = input.position ?? (await nextPosition(tx, companyId, input.queueId, input.parentId));
    const row = await insertOption(tx, {
      companyId,
      queueId: input.queueId,
      parentId: input.parentId,
      position,
      name: input.name,
      greetingMessage: input.greetingMessage,
      queueType: input.queueType,
      closeTicket: input.closeTicket,
      ...targets,
    });
    return { option: toChatbotOption(row), queue };
  });
  publishQueueChanged(deps, companyId, queue);
  return option;
}
