import { type QueueAnswer, queueAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { queuesKeys } from './get-queues';

export async function getQueue(id: number, signal?: AbortSignal): Promise<QueueAnswer> {
  return parseAnswer(queueAnswer, await api.get<unknown>(`/queue/${id}`, undefined, { signal }));
}

export const queueQueryOptions = (id: number) =>
  queryOptions({ queryKey: queuesKeys.detail(id), queryFn: ({ signal }) => getQueue(id, signal), staleTime: 0 });

/** The queue being edited; `null` (a new queue) fetches nothing. */
export const useQueue = (id: number | null) => useQuery({ ...queueQueryOptions(id ?? 0), enabled: id !== null });
