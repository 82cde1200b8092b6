import { AppError, type ChatbotUpdate, chatbotTargetField } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { assertReference } from './automation-references';
import type { ChatbotRow } from './chatbots.repository';

type OptionFields = Pick<ChatbotUpdate, 'queueType' | 'optQueueId' | 'optUserId' | 'optFileId' | 'optIntegrationId'>;

/**
 * The stored targets of an option: only the field its type uses is kept (a queue option keeps
 * its queue, not a user chosen before the type changed); every target must be a row of the company.
 */
export async function checkedTargets(tx: Tx, companyId: number, input: OptionFields) {
  const field = input.queueType === 'text' ? null : chatbotTargetField[input.queueType];
  const targets = {
    optQueueId: field === 'optQueueId' ? input.optQueueId : null,
    optUserId: field === 'optUserId' ? input.optUserId : null,
    optFileId: field === 'optFileId' ? input.optFileId : null,
    optIntegrationId: field === 'optIntegrationId' ? input.optIntegrationId : null,
  };
  await assertReference(tx, companyId, 'queue', targets.optQueueId, 'optQueueId');
  await assertReference(tx, companyId, 'user', targets.optUserId, 'optUserId');
  await assertReference(tx, companyId, 'fileList', targets.optFileId, 'optFileId');
  await assertReference(tx, companyId, 'integration', targets.optIntegrationId, 'optIntegrationId');
  return targets;
}

/**
 * Spec 2 §5 "a chatbot option needs a message to advance to the next level": sub-options hang
 * only under a text option whose message is written (the message is the menu the customer reads).
 */
export function assertCanHoldSubOptions(parent: Pick<ChatbotRow, 'queueType' | 'greetingMessage'>): void {
  if (parent.queueType !== 'text' || parent.greetingMessage.trim() === '') {
    throw new AppError('ERR_CHATBOT_CANNOT_NEST');
  }
}
