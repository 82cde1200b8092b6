import type { PromptAnswer, PromptUpdateBody } from '@chatdesk/contracts';
import { toPromptAnswer } from '../prompt-answer';
import { promptValues, promptWriteError } from '../prompt-values';
import type { PromptsDeps } from '../prompts.deps';
import { updatePromptRow } from '../prompts.repository';
import { loadPrompt } from './get-prompt';

/**
 * PUT /prompt/{id}: replaces the fields; a key left out keeps the stored one (an unknown or foreign
 * id is 404 before any other check; moving to a queue that has a prompt is ERR_PROMPT_QUEUE_TAKEN).
 */
export async function updatePrompt(
  deps: PromptsDeps,
  companyId: number,
  id: number,
  input: PromptUpdateBody,
): Promise<PromptAnswer> {
  const row = await deps.db
    .tenant(companyId)
    .transaction(async (tx) => {
      const stored = await loadPrompt(tx, companyId, id, true);
      await updatePromptRow(tx, companyId, id, await promptValues(tx, deps.secrets, companyId, input, stored));
      return loadPrompt(tx, companyId, id);
    })
    .catch((error: unknown) => {
      throw promptWriteError(error);
    });
  const prompt = toPromptAnswer(row);
  deps.events.publish({ type: 'prompt.updated', companyId, prompt });
  return prompt;
}
