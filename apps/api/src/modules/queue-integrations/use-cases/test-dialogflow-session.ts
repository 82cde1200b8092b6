import { randomUUID } from 'node:crypto';
import {
  AppError,
  type DialogflowTestAnswer,
  type DialogflowTestBody,
  isServiceAccountJson,
  queueIntegrationValidationMessages as m,
} from '@chatdesk/contracts';
import { IntegrationCallError } from '../../../automation/integrations/http/integration-http';
import { bodyFieldError } from '../../../platform/errors/body-field-error';
import type { QueueIntegrationsDeps } from '../queue-integrations.deps';
import { openedSecret } from '../sealed-secret';
import { loadQueueIntegration } from './get-queue-integration';

/**
 * POST /queueIntegration/testSession (spec 3 §7): one detectIntent with the given service-account
 * JSON or, when the body leaves it out and names a saved integration (`id`), the stored one, in a
 * fresh session. A failed call answers ERR_INTEGRATION_FAILED (ERR_INTEGRATION_URL_BLOCKED when
 * the address guard refused it); what went wrong is logged without the credentials.
 */
export async function testDialogflowSession(
  deps: QueueIntegrationsDeps,
  companyId: number,
  input: DialogflowTestBody,
): Promise<DialogflowTestAnswer> {
  const credentialsJson = input.jsonContent ?? (await storedCredentials(deps, companyId, input.id));
  if (!credentialsJson) throw bodyFieldError('jsonContent', m.required);
  if (!isServiceAccountJson(credentialsJson)) throw bodyFieldError('jsonContent', m.invalidJson);
  try {
    const result = await deps.dialogflow.detectIntent({
      companyId,
      projectId: input.projectName,
      credentialsJson,
      language: input.language,
      sessionId: randomUUID(),
      text: input.text,
    });
    return { ok: true, intent: result.intent, fulfillmentText: result.fulfillmentText };
  } catch (error) {
    if (!(error instanceof IntegrationCallError)) throw error;
    deps.logger.info({ companyId, failure: error.failure, status: error.status }, 'dialogflow test session failed');
    throw new AppError(error.failure === 'blocked' ? 'ERR_INTEGRATION_URL_BLOCKED' : 'ERR_INTEGRATION_FAILED', {
      details: { failure: error.failure },
    });
  }
}

async function storedCredentials(deps: QueueIntegrationsDeps, companyId: number, id: number | undefined) {
  if (id === undefined) return null;
  const row = await deps.db.tenant(companyId).transaction((tx) => loadQueueIntegration(tx, companyId, id));
  return openedSecret(deps.secrets, row.jsonContentSealed);
}
