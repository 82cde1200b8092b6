import { AppError } from '@chatdesk/contracts';
import type { QueueIntegrationsDeps } from '../queue-integrations.deps';
import { anyUser, deleteQueueIntegrationRow, findIntegrationUsers } from '../queue-integrations.repository';
import { loadQueueIntegration } from './get-queue-integration';

/**
 * DELETE /queueIntegration/{id}: refused (409 ERR_INTEGRATION_IN_USE, naming them in `details`)
 * while a queue, connection, chatbot option or a flow's current graph names it. The row is locked
 * for update first; foreign keys and the flow save lock it for key share when they name it, so a
 * reference written meanwhile either lands before and is seen, or waits and finds it gone.
 */
export async function deleteQueueIntegration(deps: QueueIntegrationsDeps, companyId: number, id: number) {
  await deps.db.tenant(companyId).transaction(async (tx) => {
    await loadQueueIntegration(tx, companyId, id, true);
    const users = await findIntegrationUsers(tx, companyId, id);
    if (anyUser(users)) throw new AppError('ERR_INTEGRATION_IN_USE', { details: users });
    await deleteQueueIntegrationRow(tx, companyId, id);
  });
  deps.events.publish({ type: 'queueIntegration.deleted', companyId, integrationId: id });
}
