import {
  type QueueIntegrationAnswer,
  type QueueIntegrationsPageAnswer,
  queueIntegrationAnswer,
  queueIntegrationsPageAnswer,
} from '@chatdesk/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

export async function getQueueIntegrations(
  query: { searchParam: string; pageNumber: number },
  signal?: AbortSignal,
): Promise<QueueIntegrationsPageAnswer> {
  return parseAnswer(queueIntegrationsPageAnswer, await api.get<unknown>('/queueIntegration/', query, { signal }));
}

export const queueIntegrationsKeys = {
  all: ['queue-integrations'] as const,
  lists: ['queue-integrations', 'list'] as const,
  list: (searchParam: string) => ['queue-integrations', 'list', searchParam] as const,
  detail: (id: number) => ['queue-integrations', 'detail', id] as const,
};

/** Spec 3 §7 GET /queueIntegration/: pages of 20 by name; `hasMore` says whether another follows. */
export const useQueueIntegrations = (searchParam: string) =>
  useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: queueIntegrationsKeys.list(searchParam),
      queryFn: ({ pageParam, signal }) => getQueueIntegrations({ searchParam, pageNumber: pageParam }, signal),
      initialPageParam: 1,
      getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
    }),
    placeholderData: keepPreviousData,
  });

/** GET /queueIntegration/{id}: the integration as it is now, for its dialog (no secret, only `has*`). */
export const useQueueIntegration = (id: number | null) =>
  useQuery({
    queryKey: queueIntegrationsKeys.detail(id ?? 0),
    queryFn: async ({ signal }): Promise<QueueIntegrationAnswer> =>
      parseAnswer(queueIntegrationAnswer, await api.get<unknown>(`/queueIntegration/${id}`, undefined, { signal })),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
