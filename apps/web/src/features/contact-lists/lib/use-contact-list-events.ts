import {
  type ContactListImportProgress,
  type ContactListImportUpload,
  type ContactListItemsPageAnswer,
  type ContactListsPageAnswer,
  contactListImportProgress,
  contactListImportUpload,
  contactListItemRecord,
  contactListRecord,
} from '@chatdesk/contracts';
import { type InfiniteData, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useCompanyEvent } from '../../../lib/use-company-event';
import { contactListsKeys } from '../api/get-contact-lists';

const listEvent = z.union([
  z.object({ action: z.enum(['create', 'update']), record: contactListRecord }),
  z.object({ action: z.literal('delete'), id: z.number() }),
]);

const itemEvent = z.union([
  z.object({ action: z.enum(['create', 'update']), record: contactListItemRecord }),
  z.object({ action: z.literal('delete'), id: z.number(), contactListId: z.number() }),
  z.object({ action: z.literal('reload'), contactListId: z.number() }),
  contactListImportUpload,
  contactListImportProgress,
]);

type Row = { id: number };

/** Replaces or drops one row wherever the cached pages under `key` show it. */
function useEditPages() {
  const queryClient = useQueryClient();
  return <P extends Record<F, Row[]>, F extends string>(key: QueryKey, field: F, edit: (rows: Row[]) => Row[]) =>
    queryClient.setQueriesData<InfiniteData<P>>({ queryKey: key }, (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, [field]: edit(page[field]) })) } : data,
    );
}

/**
 * `company-{id}-ContactList` (spec 3 §4 live lists): an update replaces the row where it is shown,
 * a delete removes it, a create refetches (its place depends on the order and the search).
 */
export function useContactListEvents() {
  const queryClient = useQueryClient();
  const editPages = useEditPages();
  useCompanyEvent('ContactList', (payload) => {
    const parsed = listEvent.safeParse(payload);
    if (!parsed.success) return;
    const change = parsed.data;
    if (change.action === 'create') void queryClient.invalidateQueries({ queryKey: contactListsKeys.lists });
    else if (change.action === 'update') {
      const { record } = change;
      editPages<ContactListsPageAnswer, 'records'>(contactListsKeys.lists, 'records', (rows) =>
        rows.map((row) => (row.id === record.id ? record : row)),
      );
      queryClient.setQueryData(contactListsKeys.detail(record.id), record);
    } else if (change.action === 'delete') {
      const { id } = change;
      editPages<ContactListsPageAnswer, 'records'>(contactListsKeys.lists, 'records', (rows) =>
        rows.filter((row) => row.id !== id),
      );
      queryClient.removeQueries({ queryKey: contactListsKeys.detail(id) });
    }
  });
}

/**
 * `company-{id}-ContactListItem` for one list: updates (the WhatsApp check's, above all) replace
 * the row in place, a create, delete or reload refetches the items and the list's count, and an
 * import's progress (its upload's bytes, then its rows) goes to `onProgress`.
 */
export function useContactListItemEvents(
  contactListId: number,
  onProgress: (news: ContactListImportUpload | ContactListImportProgress) => void,
) {
  const queryClient = useQueryClient();
  const editPages = useEditPages();
  useCompanyEvent('ContactListItem', (payload) => {
    const parsed = itemEvent.safeParse(payload);
    if (!parsed.success) return;
    const change = parsed.data;
    const listId = 'record' in change ? change.record.contactListId : change.contactListId;
    if (listId !== contactListId) return;
    if (change.action === 'import-upload' || change.action === 'import-progress') onProgress(change);
    else if (change.action === 'update') {
      const { record } = change;
      editPages<ContactListItemsPageAnswer, 'contacts'>(contactListsKeys.items(listId), 'contacts', (rows) =>
        rows.map((row) => (row.id === record.id ? record : row)),
      );
    } else {
      void queryClient.invalidateQueries({ queryKey: contactListsKeys.items(listId) });
      void queryClient.invalidateQueries({ queryKey: contactListsKeys.detail(listId) });
    }
  });
}
