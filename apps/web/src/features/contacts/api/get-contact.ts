import { type ContactDetailAnswer, contactDetailAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { contactsKeys } from './get-contacts';

export async function getContact(id: number, signal?: AbortSignal): Promise<ContactDetailAnswer> {
  return parseAnswer(contactDetailAnswer, await api.get<unknown>(`/contacts/${id}`, undefined, { signal }));
}

export const contactQueryOptions = (id: number) =>
  queryOptions({ queryKey: contactsKeys.detail(id), queryFn: ({ signal }) => getContact(id, signal) });

/** The contact with its extra info; idle while `id` is null (a new contact). */
export const useContact = (id: number | null) => useQuery({ ...contactQueryOptions(id ?? 0), enabled: id !== null });
