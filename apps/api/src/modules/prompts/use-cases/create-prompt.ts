import type { PromptAnswer, PromptCreateBody } from '@chatdesk/contracts';
import { toPromptAnswer } from '../prompt-answer';
import { promptValues, promptWriteError } from '../prompt-values';
import type { PromptsDeps } from '../prompts.deps';
import { insertPrompt } from '../prompts.repository';
import { loadPrompt } from './get-prompt';

/**
 * POST /prompt: the assistant of one of the company's queues (a queue that has one already is
 * 409 ERR_PROMPT_QUEUE_TAKEN, from the unique index); keys sealed, never answered.
 */
export async function createPrompt(
  deps: PromptsDeps,
  companyId: number,
  input: PromptCreateBody,
): Promise<PromptAnswer> {
  const row = await deps.db
    .tenant(companyId)
    .transaction(async (tx) => {
      const id = await insertPrompt(tx, companyId, await promptValues(tx, deps.secrets, companyId, input, null));
      return loadPrompt(tx, companyId, id);
    })
    .catch((error: unknown) => {
      throw promptWriteError(error);
    });
  const prompt = toPromptAnswer(row);
  deps.events.publish({ type: 'prompt.created', companyId, prompt });
  return prompt;
}
