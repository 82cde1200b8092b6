import { type QueueAnswer, queuesAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

export async function getQueues(signal?: AbortSignal): Promise<QueueAnswer[]> {
  return parseAnswer(queuesAnswer, await api.get<unknown>('/queue', undefined, { signal }));
}

export const queuesKeys = {
  all: ['queues'] as const,
  list: ['queues', 'list'] as const,
  detail: (id: number) => ['queues', 'detail', id] as const,
  chatbots: (queueId: number) => ['queues', 'chatbots', queueId] as const,
  optionTargets: ['queues', 'option-targets'] as const,
};

export const queuesQueryOptions = queryOptions({
  queryKey: queuesKeys.list,
  queryFn: ({ signal }) => getQueues(signal),
});

export const useQueues = () => useQuery(queuesQueryOptions);
