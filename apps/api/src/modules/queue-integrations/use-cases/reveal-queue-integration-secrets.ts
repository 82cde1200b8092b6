import type { QueueIntegrationSecretsAnswer } from '@chatdesk/contracts';
import type { QueueIntegrationsDeps } from '../queue-integrations.deps';
import { openedSecret } from '../sealed-secret';
import { loadQueueIntegration } from './get-queue-integration';

/**
 * GET /queueIntegration/{id}/secrets: the stored secrets in clear, for an admin of the company who
 * asks to see them. It writes nothing; the log line says who looked at which integration, never
 * what they saw.
 */
export async function revealQueueIntegrationSecrets(
  deps: QueueIntegrationsDeps,
  caller: { companyId: number; userId: number },
  id: number,
): Promise<QueueIntegrationSecretsAnswer> {
  const { companyId, userId } = caller;
  const row = await deps.db.tenant(companyId).transaction((tx) => loadQueueIntegration(tx, companyId, id));
  deps.logger.info({ companyId, userId, integrationId: id }, 'queue integration secrets revealed');
  return {
    jsonContent: openedSecret(deps.secrets, row.jsonContentSealed),
    webhookSecret: openedSecret(deps.secrets, row.webhookSecretSealed),
  };
}
