import { queueRefAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseAnswer } from '../../../lib/api-client';

const queueOptionsAnswer = z.array(queueRefAnswer);

/** The company's queues offered in the user modal (GET /queue, read as id, name and colour). */
export async function getQueueOptions(signal?: AbortSignal) {
  return parseAnswer(queueOptionsAnswer, await api.get<unknown>('/queue', undefined, { signal }));
}

export const queueOptionsQueryOptions = queryOptions({
  // Own key: the queues page caches the full queue shape under ['queues'].
  queryKey: ['users', 'queue-options'],
  queryFn: ({ signal }) => getQueueOptions(signal),
  staleTime: 0,
});

export const useQueueOptions = (enabled: boolean) => useQuery({ ...queueOptionsQueryOptions, enabled });
