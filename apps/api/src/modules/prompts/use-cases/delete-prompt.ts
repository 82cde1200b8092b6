import { AppError } from '@chatdesk/contracts';
import { anyUser } from '../../queue-integrations/queue-integrations.repository';
import type { PromptsDeps } from '../prompts.deps';
import { deletePromptRow, findPromptUsers } from '../prompts.repository';
import { loadPrompt } from './get-prompt';

/**
 * DELETE /prompt/{id}: refused (409 ERR_PROMPT_IN_USE, naming them in `details`) while a
 * connection or a flow's current graph names it. The row is locked for update first; the
 * connection's foreign key and the flow save lock it for key share, so neither slips past.
 */
export async function deletePrompt(deps: PromptsDeps, companyId: number, id: number): Promise<void> {
  await deps.db.tenant(companyId).transaction(async (tx) => {
    await loadPrompt(tx, companyId, id, true);
    const users = await findPromptUsers(tx, companyId, id);
    if (anyUser(users)) throw new AppError('ERR_PROMPT_IN_USE', { details: users });
    await deletePromptRow(tx, companyId, id);
  });
  deps.events.publish({ type: 'prompt.deleted', companyId, promptId: id });
}
