import { type QueueIntegrationsPageAnswer, queueIntegrationsPageSize } from '@chatdesk/contracts';
import { toQueueIntegrationAnswer } from '../queue-integration-answer';
import type { QueueIntegrationsDeps } from '../queue-integrations.deps';
import { findQueueIntegrationsPage } from '../queue-integrations.repository';

/** GET /queueIntegration/ (spec 3 §7): the company's integrations whose name contains searchParam, 20 a page. */
export async function listQueueIntegrations(
  deps: QueueIntegrationsDeps,
  companyId: number,
  query: { searchParam: string; pageNumber: number },
): Promise<QueueIntegrationsPageAnswer> {
  const rows = await deps.db.tenant(companyId).transaction((tx) =>
    findQueueIntegrationsPage(tx, companyId, {
      search: query.searchParam,
      limit: queueIntegrationsPageSize,
      offset: (query.pageNumber - 1) * queueIntegrationsPageSize,
    }),
  );
  return {
    queueIntegrations: rows.slice(0, queueIntegrationsPageSize).map(toQueueIntegrationAnswer),
    hasMore: rows.length > queueIntegrationsPageSize,
  };
}
