import { type QueueIntegrationsPageAnswer, queueIntegrationAnswer } from '@chatdesk/contracts';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useCompanyEvent } from '../../../lib/use-company-event';
import { queueIntegrationsKeys } from '../api/get-queue-integrations';

const integrationEvent = z.union([
  z.object({ action: z.enum(['create', 'update']), queueIntegration: queueIntegrationAnswer }),
  z.object({ action: z.literal('delete'), integrationId: z.number() }),
]);
type Rows = QueueIntegrationsPageAnswer['queueIntegrations'];

/**
 * `company-{id}-queueIntegration` (spec 3 §4 live lists): an update replaces the row wherever the
 * cached pages show it, a delete removes it, a create refetches the lists (its place depends on
 * the order and the search).
 */
export function useQueueIntegrationEvents() {
  const queryClient = useQueryClient();
  const editRows = (edit: (rows: Rows) => Rows) =>
    queryClient.setQueriesData<InfiniteData<QueueIntegrationsPageAnswer>>(
      { queryKey: queueIntegrationsKeys.lists },
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({ ...page, queueIntegrations: edit(page.queueIntegrations) })),
        },
    );

  useCompanyEvent('queueIntegration', (payload) => {
    const parsed = integrationEvent.safeParse(payload);
    if (!parsed.success) return;
    const change = parsed.data;
    if (change.action === 'delete') {
      editRows((rows) => rows.filter((row) => row.id !== change.integrationId));
      queryClient.removeQueries({ queryKey: queueIntegrationsKeys.detail(change.integrationId) });
      return;
    }
    const { queueIntegration } = change;
    if (change.action === 'create') void queryClient.invalidateQueries({ queryKey: queueIntegrationsKeys.lists });
    else editRows((rows) => rows.map((row) => (row.id === queueIntegration.id ? queueIntegration : row)));
    queryClient.setQueryData(queueIntegrationsKeys.detail(queueIntegration.id), queueIntegration);
  });
}
