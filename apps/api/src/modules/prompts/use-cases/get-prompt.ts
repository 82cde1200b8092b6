import { AppError, type PromptAnswer } from '@chatdesk/contracts';
import type { Tx } from '../../../platform/db/database';
import { toPromptAnswer } from '../prompt-answer';
import type { PromptsDeps } from '../prompts.deps';
import { findPrompt, type PromptWithQueue } from '../prompts.repository';

/** The company's prompt; another company's id is 404 ERR_NO_PROMPT_FOUND. */
export async function loadPrompt(tx: Tx, companyId: number, id: number, lock = false): Promise<PromptWithQueue> {
  const row = await findPrompt(tx, companyId, id, lock);
  if (!row) throw new AppError('ERR_NO_PROMPT_FOUND');
  return row;
}

/** GET /prompt/{id}. */
export async function getPrompt(deps: PromptsDeps, companyId: number, id: number): Promise<PromptAnswer> {
  const row = await deps.db.tenant(companyId).transaction((tx) => loadPrompt(tx, companyId, id));
  return toPromptAnswer(row);
}
