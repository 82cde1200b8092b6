import { AppError, type PromptUpdateBody, promptValidationMessages } from '@chatdesk/contracts';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Tx } from '../../platform/db/database';
import { uniqueViolationOf } from '../../platform/db/database-errors';
import { bodyFieldError } from '../../platform/errors/body-field-error';
import { assertReference } from '../chatbots/automation-references';
import { sealedSecret } from '../queue-integrations/sealed-secret';
import type { PromptRow, PromptValues } from './prompts.repository';

type StoredKeys = Pick<PromptRow, 'apiKeySealed' | 'voiceKeySealed'>;

/**
 * The stored columns of a body: the queue must be the company's (400 ERR_INVALID_REFERENCE);
 * the API key is required, so a body can replace it but not remove it; the voice key follows the
 * keep/replace/remove rule.
 */
export async function promptValues(
  tx: Tx,
  secrets: Pick<SecretBox, 'seal'>,
  companyId: number,
  input: PromptUpdateBody,
  stored: StoredKeys | null,
): Promise<PromptValues> {
  await assertReference(tx, companyId, 'queue', input.queueId, 'queueId');
  const apiKeySealed = sealedSecret(secrets, input.apiKey, stored?.apiKeySealed ?? null);
  if (!apiKeySealed) throw bodyFieldError('apiKey', promptValidationMessages.required);
  return {
    name: input.name,
    prompt: input.prompt,
    queueId: input.queueId,
    voice: input.voice,
    voiceRegion: input.voiceRegion,
    maxTokens: input.maxTokens,
    temperature: input.temperature,
    maxMessages: input.maxMessages,
    apiKeySealed,
    voiceKeySealed: sealedSecret(secrets, input.voiceKey, stored?.voiceKeySealed ?? null),
  };
}

/** One prompt per queue is the unique index (company, queue): its violation is the catalogue's code. */
export function promptWriteError(error: unknown): unknown {
  if (uniqueViolationOf(error) === 'prompts_company_queue_unique') return new AppError('ERR_PROMPT_QUEUE_TAKEN');
  return error;
}
