import { type InvoicesPage, invoicesPageAnswer } from '@chatdesk/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

export const invoicesQueryKey = ['invoices'] as const;

/** GET /invoices/all: a page of the company's invoices (latest due date first). */
export async function getInvoicesPage(
  query: { searchParam: string; pageNumber: number },
  signal?: AbortSignal,
): Promise<InvoicesPage> {
  return parseAnswer(invoicesPageAnswer, await api.get('/invoices/all', query, { signal }));
}

export const invoicesPageQueryOptions = (searchParam: string) =>
  infiniteQueryOptions({
    queryKey: [...invoicesQueryKey, 'pages', searchParam],
    queryFn: ({ pageParam, signal }) => getInvoicesPage({ searchParam, pageNumber: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });

export const useInvoicesPages = (searchParam: string) => useInfiniteQuery(invoicesPageQueryOptions(searchParam));
