import {
  type ContactCreateInput,
  type ContactDetailAnswer,
  type ContactUpdateInput,
  contactDetailAnswer,
} from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { contactsKeys } from './get-contacts';

export type SaveContactInput = { id: null; body: ContactCreateInput } | { id: number; body: ContactUpdateInput };

/** POST /contacts for a new contact, PUT /contacts/{id} for an existing one. */
export async function saveContact(input: SaveContactInput): Promise<ContactDetailAnswer> {
  const answer =
    input.id === null
      ? await api.post<unknown>('/contacts', input.body)
      : await api.put<unknown>(`/contacts/${input.id}`, input.body);
  return parseAnswer(contactDetailAnswer, answer);
}

export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContact,
    onSuccess: (contact) => {
      queryClient.setQueryData(contactsKeys.detail(contact.id), contact);
      return queryClient.invalidateQueries({ queryKey: [...contactsKeys.all, 'list'] });
    },
  });
}
