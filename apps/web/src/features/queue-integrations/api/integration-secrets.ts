import {
  type DialogflowTestAnswer,
  type DialogflowTestBody,
  dialogflowTestAnswer,
  type QueueIntegrationSecretsAnswer,
  queueIntegrationSecretsAnswer,
} from '@chatdesk/contracts';
import { api, parseAnswer } from '../../../lib/api-client';

/**
 * GET /queueIntegration/{id}/secrets: the stored secrets in clear, for the admin who asked to see
 * them. A plain call, never a query: the answer must not sit in the query cache.
 */
export async function getQueueIntegrationSecrets(id: number): Promise<QueueIntegrationSecretsAnswer> {
  return parseAnswer(queueIntegrationSecretsAnswer, await api.get<unknown>(`/queueIntegration/${id}/secrets`));
}

/** POST /queueIntegration/testSession: a Dialogflow detectIntent with the typed (or, with `id`, stored) credentials. */
export async function testDialogflowSession(body: Partial<DialogflowTestBody>): Promise<DialogflowTestAnswer> {
  return parseAnswer(dialogflowTestAnswer, await api.post<unknown>('/queueIntegration/testSession', body));
}
