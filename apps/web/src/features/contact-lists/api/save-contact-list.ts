import {
  type ContactListInput,
  type ContactListItemCreateInput,
  contactListItemRecord,
  contactListRecord,
} from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { contactListsKeys } from './get-contact-lists';

/** POST /contact-lists or PUT /contact-lists/{id} (id null: a new list). */
export async function saveContactList({ id, body }: { id: number | null; body: ContactListInput }) {
  return parseAnswer(
    contactListRecord,
    id === null
      ? await api.post<unknown>('/contact-lists', body)
      : await api.put<unknown>(`/contact-lists/${id}`, body),
  );
}

/** POST /contact-list-items (with its list) or PUT /contact-list-items/{id}. */
export async function saveContactListItem({ id, body }: { id: number | null; body: ContactListItemCreateInput }) {
  const { contactListId, ...fields } = body;
  return parseAnswer(
    contactListItemRecord,
    id === null
      ? await api.post<unknown>('/contact-list-items', body)
      : await api.put<unknown>(`/contact-list-items/${id}`, fields),
  );
}

/** Saves and refreshes what shows lists and items (the lists' counts change with the items). */
export function useSaveContactList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContactList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactListsKeys.all }),
  });
}

export function useSaveContactListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContactListItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactListsKeys.all }),
  });
}
