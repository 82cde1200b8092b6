import type { QueueIntegrationAnswer, QueueIntegrationBody } from '@chatdesk/contracts';
import { toQueueIntegrationAnswer } from '../queue-integration-answer';
import { queueIntegrationValues } from '../queue-integration-values';
import type { QueueIntegrationsDeps } from '../queue-integrations.deps';
import { insertQueueIntegration } from '../queue-integrations.repository';

/** POST /queueIntegration: secrets sealed, the answer and the admins' live event without them. */
export async function createQueueIntegration(
  deps: QueueIntegrationsDeps,
  companyId: number,
  input: QueueIntegrationBody,
): Promise<QueueIntegrationAnswer> {
  const row = await deps.db
    .tenant(companyId)
    .transaction(async (tx) =>
      insertQueueIntegration(tx, companyId, await queueIntegrationValues(tx, deps.secrets, companyId, input)),
    );
  const queueIntegration = toQueueIntegrationAnswer(row);
  deps.events.publish({ type: 'queueIntegration.created', companyId, queueIntegration });
  return queueIntegration;
}
