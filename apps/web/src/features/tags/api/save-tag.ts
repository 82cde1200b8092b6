import { type TagCreateInput, type TagRecordAnswer, type TagUpdateInput, tagRecordAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { tagsKeys } from './get-tags';

export async function createTag(body: TagCreateInput): Promise<TagRecordAnswer> {
  return parseAnswer(tagRecordAnswer, await api.post<unknown>('/tags', body));
}

export async function updateTag({ id, body }: { id: number; body: TagUpdateInput }): Promise<TagRecordAnswer> {
  return parseAnswer(tagRecordAnswer, await api.put<unknown>(`/tags/${id}`, body));
}

/** POST /tags for a new tag, PUT /tags/{id} for an existing one; the lists refetch either way. */
export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; body: TagCreateInput & TagUpdateInput }) =>
      input.id === null ? createTag(input.body) : updateTag({ id: input.id, body: input.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagsKeys.all }),
  });
}
