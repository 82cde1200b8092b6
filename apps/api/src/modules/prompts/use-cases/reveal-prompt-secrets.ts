import type { PromptSecretsAnswer } from '@chatdesk/contracts';
import { openedSecret } from '../../queue-integrations/sealed-secret';
import type { PromptsDeps } from '../prompts.deps';
import { loadPrompt } from './get-prompt';

/**
 * GET /prompt/{id}/secrets: the API and speech keys in clear, for an admin of the company who asks
 * to see them. It writes nothing; the log line says who looked at which prompt, never what they saw.
 */
export async function revealPromptSecrets(
  deps: PromptsDeps,
  caller: { companyId: number; userId: number },
  id: number,
): Promise<PromptSecretsAnswer> {
  const { companyId, userId } = caller;
  const row = await deps.db.tenant(companyId).transaction((tx) => loadPrompt(tx, companyId, id));
  deps.logger.info({ companyId, userId, promptId: id }, 'prompt secrets revealed');
  return {
    apiKey: openedSecret(deps.secrets, row.apiKeySealed),
    voiceKey: openedSecret(deps.secrets, row.voiceKeySealed),
  };
}
