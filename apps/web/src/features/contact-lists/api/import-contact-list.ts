import { contactListImportAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { contactListsKeys } from './get-contact-lists';

/** POST /contact-lists/{id}/upload (multipart `file`): the summary of what the sheet gave. */
export async function importContactList({ contactListId, file }: { contactListId: number; file: File }) {
  const form = new FormData();
  form.append('file', file, file.name);
  return parseAnswer(contactListImportAnswer, await api.post<unknown>(`/contact-lists/${contactListId}/upload`, form));
}

export function useImportContactList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importContactList,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactListsKeys.all }),
  });
}
