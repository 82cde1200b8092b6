import type { FlowListItem } from '@chatdesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { SearchableListPage } from '../../../../components/searchable-list-page';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useFlows } from '../api/get-flows';
import { useCreateFlow, useDeleteFlow, useDuplicateFlow, useRenameFlow, useToggleFlow } from '../api/save-flow';
import { FlowNameDialog } from './flow-name-dialog';
import type { FlowAction } from './flow-row-menu';
import { FlowsList } from './flows-list';

type Confirming = { kind: 'delete' | 'duplicate'; flow: FlowListItem };
const confirmKeys = { delete: 'confirmDelete', duplicate: 'confirmDuplicate' } as const;

/**
 * /flowbuilders (spec 3 §2 Flow list): search (500 ms), infinite scroll, add, and per flow its
 * status switch and the menu Editar nome, Editar fluxo, Duplicar, Excluir. Admins (the route guards).
 */
export function FlowsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const pages = useFlows(useDebouncedValue(search.trim()));
  const create = useCreateFlow();
  const rename = useRenameFlow();
  const toggle = useToggleFlow();
  const remove = useDeleteFlow();
  const duplicate = useDuplicateFlow();
  const [naming, setNaming] = useState<{ flow: FlowListItem | null } | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const flows = pages.data?.pages.flatMap((page) => page.flows) ?? [];
  const open = (flow: FlowListItem) => navigate(`/flowbuilder/${flow.id}`);

  const onAction = (action: FlowAction, flow: FlowListItem) => {
    if (action === 'rename') setNaming({ flow });
    else if (action === 'edit') open(flow);
    else setConfirming({ kind: action, flow });
  };

  const saveName = (name: string) => {
    const done = { onSuccess: () => setNaming(null) };
    const flow = naming?.flow;
    if (flow) rename.mutate({ flowId: flow.id, name, active: flow.active }, done);
    else create.mutate(name, done);
  };

  const confirm = () => {
    if (!confirming) return;
    const { kind, flow } = confirming;
    const close = { onSettled: () => setConfirming(null) };
    if (kind === 'delete') remove.mutate(flow.id, close);
    else duplicate.mutate(flow.id, close);
  };

  const keys = confirmKeys[confirming?.kind ?? 'delete'];
  return (
    <SearchableListPage
      title={t('flowList.title')}
      search={{
        label: t('flowList.search'),
        placeholder: t('flowList.searchPlaceholder'),
        value: search,
        onChange: setSearch,
      }}
      add={{ label: t('flowList.add'), onClick: () => setNaming({ flow: null }) }}
      pages={pages}
      scrollerTestId="flows-scroller"
      dialogs={
        <>
          {naming ? (
            <FlowNameDialog
              name={naming.flow?.name ?? null}
              pending={create.isPending || rename.isPending}
              onSave={saveName}
              onClose={() => setNaming(null)}
            />
          ) : null}
          <ConfirmDialog
            open={confirming !== null}
            title={t(`flowList.${keys}.title`)}
            text={t(`flowList.${keys}.message`, { name: confirming?.flow.name ?? '' })}
            confirmLabel={t(`flowList.${keys}.confirm`)}
            cancelLabel={t(`flowList.${keys}.cancel`)}
            destructive={confirming?.kind === 'delete'}
            pending={remove.isPending || duplicate.isPending}
            onCancel={() => setConfirming(null)}
            onConfirm={confirm}
          />
        </>
      }
    >
      <FlowsList
        flows={flows}
        loading={pages.isPending}
        failed={pages.isError}
        togglingId={toggle.isPending ? (toggle.variables?.flowId ?? null) : null}
        onOpen={open}
        onToggle={(flow) => toggle.mutate({ flowId: flow.id, name: flow.name, active: !flow.active })}
        onAction={onAction}
      />
    </SearchableListPage>
  );
}
