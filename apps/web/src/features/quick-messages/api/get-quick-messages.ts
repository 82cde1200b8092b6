import { type QuickMessagesPageAnswer, quickMessagesPageAnswer } from '@chatdesk/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

export async function getQuickMessages(
  query: { searchParam: string; pageNumber: number },
  signal?: AbortSignal,
): Promise<QuickMessagesPageAnswer> {
  return parseAnswer(quickMessagesPageAnswer, await api.get<unknown>('/quick-messages', query, { signal }));
}

/** Every quick-replies query starts with 'quick-messages' (the composer's '/' list too): one invalidation refreshes all. */
export const quickMessagesKeys = {
  all: ['quick-messages'] as const,
  page: (searchParam: string) => ['quick-messages', 'page', searchParam] as const,
};

/** Spec 3 §7: one page per scroll; `hasMore` says whether another page exists. */
export const useQuickMessagesPages = (searchParam: string) =>
  useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: quickMessagesKeys.page(searchParam),
      queryFn: ({ pageParam, signal }) => getQuickMessages({ searchParam, pageNumber: pageParam }, signal),
      initialPageParam: 1,
      getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
    }),
    placeholderData: keepPreviousData,
  });
