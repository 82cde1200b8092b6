import { type ContactListRecord, contactListBody } from '@chatdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableListPage } from '../../../components/searchable-list-page';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePlanFeature } from '../../../lib/use-plan-feature';
import { downloadContactListExample } from '../api/download-example';
import { useContactLists } from '../api/get-contact-lists';
import { useSaveContactList } from '../api/save-contact-list';
import { useContactListEvents } from '../lib/use-contact-list-events';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ContactListsTable } from './contact-lists-table';
import { RecordDialog } from './record-dialog';

/**
 * /contact-lists (spec 3 §2 Contact lists): title with the count, search, infinite scroll, add,
 * edit, delete, the example spreadsheet and a way into each list's contacts. Admins only (the
 * route guards); a plan without useCampaigns is told so and sent home.
 */
export function ContactListsPage() {
  const { t } = useTranslation();
  const allowed = usePlanFeature('useCampaigns', t('contactLists.noPermission'));
  return allowed ? <ContactListsContent /> : null;
}

function ContactListsContent() {
  const { t } = useTranslation();
  useContactListEvents();
  const [search, setSearch] = useState('');
  const pages = useContactLists(useDebouncedValue(search.trim()));
  const save = useSaveContactList();
  const example = useMutation({ mutationFn: downloadContactListExample });
  const [editing, setEditing] = useState<{ list: ContactListRecord | null } | null>(null);
  const [deleting, setDeleting] = useState<ContactListRecord | null>(null);
  const rows = pages.data?.pages.flatMap((page) => page.records) ?? [];
  const count = pages.data?.pages[0]?.count ?? 0;

  return (
    <SearchableListPage
      title={t('contactLists.title', { count })}
      search={{
        label: t('contactLists.search'),
        placeholder: t('contactLists.searchPlaceholder'),
        value: search,
        onChange: setSearch,
      }}
      add={{ label: t('contactLists.add'), onClick: () => setEditing({ list: null }) }}
      pages={pages}
      scrollerTestId="contact-lists-scroller"
      dialogs={
        <>
          {editing ? (
            <RecordDialog
              id="contact-list-dialog"
              title={t(editing.list ? 'contactLists.dialog.editTitle' : 'contactLists.dialog.addTitle')}
              fields={[{ name: 'name', label: t('contactLists.dialog.name'), required: true, maxLength: 50 }]}
              initial={{ name: editing.list?.name ?? '' }}
              schema={contactListBody}
              pending={save.isPending}
              onClose={() => setEditing(null)}
              onSave={(body) =>
                save.mutate(
                  { id: editing.list?.id ?? null, body },
                  {
                    onSuccess: () => {
                      toast.success(t('contactLists.toasts.saved'));
                      setEditing(null);
                    },
                  },
                )
              }
            />
          ) : null}
          <ConfirmDeleteDialog kind="list" target={deleting} onClose={() => setDeleting(null)} />
        </>
      }
    >
      <ContactListsTable
        rows={rows}
        loading={pages.isPending}
        failed={pages.isError}
        onDownloadExample={(list) => example.mutate(list.id)}
        onEdit={(list) => setEditing({ list })}
        onDelete={setDeleting}
      />
    </SearchableListPage>
  );
}
