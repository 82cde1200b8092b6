import { type CompaniesPage, companiesPageAnswer } from '@chatdesk/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

/** Prefix of every companies list in the cache: saves and deletes invalidate it. */
export const companiesQueryKey = ['companies'] as const;

/** GET /companiesPlan: a page of companies with their plan (super user). */
export async function getCompaniesPage(
  query: { searchParam: string; pageNumber: number },
  signal?: AbortSignal,
): Promise<CompaniesPage> {
  return parseAnswer(companiesPageAnswer, await api.get('/companiesPlan', query, { signal }));
}

export const companiesPageQueryOptions = (searchParam: string) =>
  infiniteQueryOptions({
    queryKey: [...companiesQueryKey, 'plan-pages', searchParam],
    queryFn: ({ pageParam, signal }) => getCompaniesPage({ searchParam, pageNumber: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    // The screen shows spec 2 §8's own list error instead of the generic toast.
    meta: { silent: true },
  });

export const useCompaniesPages = (searchParam: string) => useInfiniteQuery(companiesPageQueryOptions(searchParam));
