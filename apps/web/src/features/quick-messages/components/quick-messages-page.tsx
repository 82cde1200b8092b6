import type { QuickMessageAnswer } from '@chatdesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SearchableListPage } from '../../../components/searchable-list-page';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteQuickMessage } from '../api/delete-quick-message';
import { useQuickMessagesPages } from '../api/get-quick-messages';
import { QuickMessageDialog } from './quick-message-dialog';
import { QuickMessagesTable } from './quick-messages-table';

/** /quick-messages (spec 3 §2): search, infinite scroll, add, edit and delete; every user of the company. */
export function QuickMessagesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim());
  const pages = useQuickMessagesPages(searchParam);
  const remove = useDeleteQuickMessage();
  const [editing, setEditing] = useState<{ reply: QuickMessageAnswer | null } | null>(null);
  const [deleting, setDeleting] = useState<QuickMessageAnswer | null>(null);
  const rows = pages.data?.pages.flatMap((page) => page.records) ?? [];

  return (
    <SearchableListPage
      title={t('quickMessages.title')}
      search={{
        label: t('quickMessages.search'),
        placeholder: t('quickMessages.searchPlaceholder'),
        value: search,
        onChange: setSearch,
      }}
      add={{ label: t('quickMessages.add'), onClick: () => setEditing({ reply: null }) }}
      pages={pages}
      scrollerTestId="quick-messages-scroller"
      dialogs={
        <>
          {editing ? <QuickMessageDialog reply={editing.reply} onClose={() => setEditing(null)} /> : null}
          <ConfirmDialog
            open={deleting !== null}
            title={t('quickMessages.deleteTitle', { shortcode: deleting?.shortcode ?? '' })}
            text={t('quickMessages.deleteMessage')}
            confirmLabel={t('quickMessages.delete')}
            cancelLabel={t('quickMessages.cancel')}
            destructive
            pending={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
          />
        </>
      }
    >
      <QuickMessagesTable
        rows={rows}
        loading={pages.isPending}
        onEdit={(reply) => setEditing({ reply })}
        onDelete={setDeleting}
      />
    </SearchableListPage>
  );
}
