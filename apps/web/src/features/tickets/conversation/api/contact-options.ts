import { type ContactOption, contactOptionsAnswer } from '@chatdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../../lib/api-client';

/** Spec 1 §5: contact searches in every picker start at 3 typed characters. */
export const contactSearchMinimum = 3;

/** GET /contacts/list {searchParam}: the pickers' light rows. */
export async function getContactOptions(searchParam: string, signal?: AbortSignal): Promise<ContactOption[]> {
  return parseAnswer(contactOptionsAnswer, await api.get<unknown>('/contacts/list', { searchParam }, { signal }));
}

export const useContactOptions = (searchParam: string) =>
  useQuery({
    queryKey: ['contacts', 'options', searchParam],
    queryFn: ({ signal }) => getContactOptions(searchParam, signal),
    enabled: searchParam.trim().length >= contactSearchMinimum,
  });
