import { AppError, type QueueIntegrationAnswer, type QueueIntegrationBody } from '@chatdesk/contracts';
import { toQueueIntegrationAnswer } from '../queue-integration-answer';
import { queueIntegrationValues } from '../queue-integration-values';
import type { QueueIntegrationsDeps } from '../queue-integrations.deps';
import { updateQueueIntegrationRow } from '../queue-integrations.repository';
import { loadQueueIntegration } from './get-queue-integration';

/**
 * PUT /queueIntegration/{id}: replaces the fields; a secret left out of the body keeps its stored
 * value, `null` removes it (an unknown or foreign id is 404 before any other check).
 */
export async function updateQueueIntegration(
  deps: QueueIntegrationsDeps,
  companyId: number,
  id: number,
  input: QueueIntegrationBody,
): Promise<QueueIntegrationAnswer> {
  const row = await deps.db.tenant(companyId).transaction(async (tx) => {
    const stored = await loadQueueIntegration(tx, companyId, id, true);
    const values = await queueIntegrationValues(tx, deps.secrets, companyId, input, stored);
    return updateQueueIntegrationRow(tx, companyId, id, values);
  });
  if (!row) throw new AppError('ERR_NO_INTEGRATION_FOUND');
  const queueIntegration = toQueueIntegrationAnswer(row);
  deps.events.publish({ type: 'queueIntegration.updated', companyId, queueIntegration });
  return queueIntegration;
}
