import { type FlowsPageAnswer, flowsPageAnswer } from '@chatdesk/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../../lib/api-client';

export async function getFlows(
  query: { searchParam: string; pageNumber: number },
  signal?: AbortSignal,
): Promise<FlowsPageAnswer> {
  return parseAnswer(flowsPageAnswer, await api.get<unknown>('/flowbuilder', query, { signal }));
}

export const flowsKeys = {
  all: ['flows'] as const,
  list: (searchParam: string) => ['flows', 'list', searchParam] as const,
  name: (id: number) => ['flows', 'name', id] as const,
};

/**
 * Spec 3 §7 GET /flowbuilder: pages by name; `hasMore` says whether another follows. Flows are not
 * among the lists the server keeps in sync live (spec 3 §4), so the list reloads when the window
 * regains focus and after every change made here.
 */
export const flowsQueryOptions = (searchParam: string) =>
  infiniteQueryOptions({
    queryKey: flowsKeys.list(searchParam),
    queryFn: ({ pageParam, signal }) => getFlows({ searchParam, pageNumber: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
    refetchOnWindowFocus: true,
  });

export const useFlows = (searchParam: string) =>
  useInfiniteQuery({ ...flowsQueryOptions(searchParam), placeholderData: keepPreviousData });
