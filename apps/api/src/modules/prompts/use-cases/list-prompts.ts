import type { PromptsAnswer } from '@chatdesk/contracts';
import { toPromptAnswer } from '../prompt-answer';
import type { PromptsDeps } from '../prompts.deps';
import { findPrompts } from '../prompts.repository';

/** GET /prompt (spec 3 §7): every prompt of the company with its queue (id, name, colour). */
export async function listPrompts(deps: PromptsDeps, companyId: number): Promise<PromptsAnswer> {
  const rows = await deps.db.tenant(companyId).transaction((tx) => findPrompts(tx, companyId));
  return { prompts: rows.map(toPromptAnswer) };
}
