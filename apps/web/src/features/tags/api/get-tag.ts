import { type TagRecordAnswer, tagRecordAnswer } from '@chatdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { tagsKeys } from './get-tags';

export async function getTag(id: number, signal?: AbortSignal): Promise<TagRecordAnswer> {
  return parseAnswer(tagRecordAnswer, await api.get<unknown>(`/tags/${id}`, undefined, { signal }));
}

/** The tag being edited, read fresh when the dialog opens; nothing for a new one. */
export const useTag = (id: number | null) =>
  useQuery({
    queryKey: tagsKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getTag(id as number, signal),
    enabled: id !== null,
    staleTime: 0,
  });
