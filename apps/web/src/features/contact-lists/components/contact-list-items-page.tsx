import { type ContactListItemRecord, contactListItemFields } from '@chatdesk/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SearchableListPage } from '../../../components/searchable-list-page';
import { useCan } from '../../../lib/permissions';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePlanFeature } from '../../../lib/use-plan-feature';
import { useContactList, useContactListItems } from '../api/get-contact-list-items';
import { useSaveContactListItem } from '../api/save-contact-list';
import { useContactListItemEvents } from '../lib/use-contact-list-events';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ContactListItemsTable } from './contact-list-items-table';
import { ImportDialog } from './import-dialog';
import type { ImportNews } from './import-progress';
import { RecordDialog } from './record-dialog';

const noSqueeze = { whiteSpace: 'nowrap', flexShrink: 0 };

/**
 * /contact-lists/{contactListId}/contacts (spec 3 §2): one list's contacts with search, back to
 * the lists, spreadsheet import, add, edit and (with 'contacts-page:deleteContact') delete, and
 * the WhatsApp icon kept live by the number check. Admins only (the route guards).
 */
export function ContactListItemsPage() {
  const { t } = useTranslation();
  const allowed = usePlanFeature('useCampaigns', t('contactLists.noPermission'));
  const contactListId = Number(useParams().contactListId);
  return allowed && contactListId > 0 ? <ContactListItemsContent contactListId={contactListId} /> : null;
}

function ContactListItemsContent({ contactListId }: { contactListId: number }) {
  const { t } = useTranslation();
  const [news, setNews] = useState<ImportNews | null>(null);
  useContactListItemEvents(contactListId, setNews);
  const list = useContactList(contactListId);
  const [search, setSearch] = useState('');
  const pages = useContactListItems(contactListId, useDebouncedValue(search.trim()));
  const save = useSaveContactListItem();
  const canDelete = useCan('contacts-page:deleteContact');
  const fileInput = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState<File | null>(null);
  const [editing, setEditing] = useState<{ item: ContactListItemRecord | null } | null>(null);
  const [deleting, setDeleting] = useState<ContactListItemRecord | null>(null);
  const rows = pages.data?.pages.flatMap((page) => page.contacts) ?? [];
  const name = list.data?.name ?? '';

  const pickFile = (file: File | undefined) => {
    if (!file) return;
    setNews(null);
    setImporting(file);
  };

  return (
    <SearchableListPage
      title={t('contactLists.items.title', { name, count: list.data?.contactsCount ?? 0 })}
      search={{
        label: t('contactLists.items.search'),
        placeholder: t('contactLists.items.searchPlaceholder'),
        value: search,
        onChange: setSearch,
      }}
      extraActions={
        <>
          <Button component={Link} to="/contact-lists" startIcon={<ArrowBack />} sx={noSqueeze}>
            {t('contactLists.items.back')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<UploadFile />}
            onClick={() => fileInput.current?.click()}
            sx={noSqueeze}
          >
            {t('contactLists.items.import')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept=".xls,.xlsx,.csv"
            aria-label={t('contactLists.import.file')}
            onChange={(event) => {
              pickFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </>
      }
      add={{ label: t('contactLists.items.add'), onClick: () => setEditing({ item: null }) }}
      pages={pages}
      scrollerTestId="contact-list-items-scroller"
      dialogs={
        <>
          {importing ? (
            <ImportDialog
              list={{ id: contactListId, name }}
              file={importing}
              news={news}
              onClose={() => setImporting(null)}
            />
          ) : null}
          {editing ? (
            <RecordDialog
              id="contact-list-item-dialog"
              title={t(editing.item ? 'contactLists.items.dialog.editTitle' : 'contactLists.items.dialog.addTitle')}
              fields={[
                { name: 'name', label: t('contactLists.items.dialog.name'), required: true, maxLength: 50 },
                {
                  name: 'number',
                  label: t('contactLists.items.dialog.number'),
                  hint: t('contactLists.items.dialog.numberHint'),
                  required: true,
                  maxLength: 80,
                  type: 'tel',
                },
                { name: 'email', label: t('contactLists.items.dialog.email'), maxLength: 254, type: 'email' },
              ]}
              initial={{
                name: editing.item?.name ?? '',
                number: editing.item?.number ?? '',
                email: editing.item?.email ?? '',
              }}
              schema={contactListItemFields}
              pending={save.isPending}
              onClose={() => setEditing(null)}
              onSave={(fields) =>
                save.mutate(
                  { id: editing.item?.id ?? null, body: { ...fields, contactListId } },
                  {
                    onSuccess: () => {
                      toast.success(t('contactLists.toasts.itemSaved'));
                      setEditing(null);
                    },
                  },
                )
              }
            />
          ) : null}
          <ConfirmDeleteDialog kind="item" target={deleting} onClose={() => setDeleting(null)} />
        </>
      }
    >
      <ContactListItemsTable
        rows={rows}
        loading={pages.isPending}
        failed={pages.isError}
        canDelete={canDelete}
        onEdit={(item) => setEditing({ item })}
        onDelete={setDeleting}
      />
    </SearchableListPage>
  );
}
