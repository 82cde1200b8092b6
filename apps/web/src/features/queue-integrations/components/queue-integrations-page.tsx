import type { QueueIntegrationAnswer } from '@chatdesk/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { FlowPicker } from '../../../components/flow-picker';
import { SearchableListPage } from '../../../components/searchable-list-page';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePlanFeature } from '../../../lib/use-plan-feature';
import { useQueueIntegrations } from '../api/get-queue-integrations';
import { useDeleteQueueIntegration } from '../api/save-queue-integration';
import { useQueueIntegrationEvents } from '../lib/use-queue-integration-events';
import { QueueIntegrationDialog } from './queue-integration-dialog';
import { QueueIntegrationsList } from './queue-integrations-list';

interface QueueIntegrationsPageProps {
  /** The flow select (the flow builder area's) for the flowbuilder type, handed in by the app layer. */
  FlowSelect: FlowPicker;
}

/**
 * /queue-integration (spec 3 §2 Queue integrations): search (500 ms), infinite scroll, add, edit,
 * delete, kept live by `company-{id}-queueIntegration`. Admins (the route guards) of a plan with
 * useIntegrations: without it the page says so and sends the user home after a second.
 */
export function QueueIntegrationsPage({ FlowSelect }: QueueIntegrationsPageProps) {
  const { t } = useTranslation();
  const allowed = usePlanFeature('useIntegrations', t('queueIntegrations.noPermission'));
  return allowed ? <QueueIntegrationsContent FlowSelect={FlowSelect} /> : null;
}

function QueueIntegrationsContent({ FlowSelect }: QueueIntegrationsPageProps) {
  const { t } = useTranslation();
  useQueueIntegrationEvents();
  const [search, setSearch] = useState('');
  const pages = useQueueIntegrations(useDebouncedValue(search.trim()));
  const remove = useDeleteQueueIntegration();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const closeEditing = useCallback(() => setEditing(null), []);
  const [deleting, setDeleting] = useState<QueueIntegrationAnswer | null>(null);
  const integrations = pages.data?.pages.flatMap((page) => page.queueIntegrations) ?? [];

  return (
    <SearchableListPage
      title={t('queueIntegrations.title')}
      search={{
        label: t('queueIntegrations.search'),
        placeholder: t('queueIntegrations.searchPlaceholder'),
        value: search,
        onChange: setSearch,
      }}
      add={{ label: t('queueIntegrations.add'), onClick: () => setEditing({ id: null }) }}
      pages={pages}
      scrollerTestId="queue-integrations-scroller"
      dialogs={
        <>
          {editing ? (
            <QueueIntegrationDialog integrationId={editing.id} FlowSelect={FlowSelect} onClose={closeEditing} />
          ) : null}
          <ConfirmDialog
            open={deleting !== null}
            title={t('queueIntegrations.confirmDelete.title')}
            text={t('queueIntegrations.confirmDelete.message', { name: deleting?.name ?? '' })}
            confirmLabel={t('queueIntegrations.confirmDelete.confirm')}
            cancelLabel={t('queueIntegrations.confirmDelete.cancel')}
            destructive
            pending={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
          />
        </>
      }
    >
      <QueueIntegrationsList
        integrations={integrations}
        loading={pages.isPending}
        failed={pages.isError}
        onEdit={(integration) => setEditing({ id: integration.id })}
        onDelete={setDeleting}
      />
    </SearchableListPage>
  );
}
