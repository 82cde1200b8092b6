import { AppError, type QueueIntegrationAnswer } from '@chatdesk/contracts';
import type { Tx } from '../../../platform/db/database';
import { toQueueIntegrationAnswer } from '../queue-integration-answer';
import type { QueueIntegrationsDeps } from '../queue-integrations.deps';
import { findQueueIntegration, type QueueIntegrationRow } from '../queue-integrations.repository';

/** The company's integration; another company's id is 404 ERR_NO_INTEGRATION_FOUND. */
export async function loadQueueIntegration(
  tx: Tx,
  companyId: number,
  id: number,
  lock = false,
): Promise<QueueIntegrationRow> {
  const row = await findQueueIntegration(tx, companyId, id, lock);
  if (!row) throw new AppError('ERR_NO_INTEGRATION_FOUND');
  return row;
}

/** GET /queueIntegration/{id}. */
export async function getQueueIntegration(
  deps: QueueIntegrationsDeps,
  companyId: number,
  id: number,
): Promise<QueueIntegrationAnswer> {
  const row = await deps.db.tenant(companyId).transaction((tx) => loadQueueIntegration(tx, companyId, id));
  return toQueueIntegrationAnswer(row);
}
