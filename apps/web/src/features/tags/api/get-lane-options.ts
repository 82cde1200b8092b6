import { type TagAnswer, tagsAnswer } from '@chatdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { tagsKeys } from './get-tags';

export async function getLaneOptions(signal?: AbortSignal): Promise<TagAnswer[]> {
  return parseAnswer(tagsAnswer, await api.get<unknown>('/tags/list', { kanban: 1 }, { signal }));
}

/** The lanes a lane may point at (next and rollback lane): every lane but itself. */
export function useLaneOptions(enabled: boolean, exceptId: number | null) {
  const lanes = useQuery({ queryKey: tagsKeys.lanes, queryFn: ({ signal }) => getLaneOptions(signal), enabled });
  return (lanes.data ?? []).filter((lane) => lane.id !== exceptId);
}
