import { type ContactListsPageAnswer, contactListsPageAnswer } from '@chatdesk/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

export async function getContactLists(
  query: { searchParam: string; pageNumber: number },
  signal?: AbortSignal,
): Promise<ContactListsPageAnswer> {
  return parseAnswer(contactListsPageAnswer, await api.get<unknown>('/contact-lists/', query, { signal }));
}

export const contactListsKeys = {
  all: ['contact-lists'] as const,
  lists: ['contact-lists', 'list'] as const,
  list: (searchParam: string) => ['contact-lists', 'list', searchParam] as const,
  detail: (id: number) => ['contact-lists', 'detail', id] as const,
  items: (contactListId: number) => ['contact-lists', 'items', contactListId] as const,
  itemsPage: (contactListId: number, searchParam: string) =>
    ['contact-lists', 'items', contactListId, searchParam] as const,
};

/** Spec 3 §7 GET /contact-lists/: pages of 20 by name, with the count of every match. */
export const useContactLists = (searchParam: string) =>
  useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: contactListsKeys.list(searchParam),
      queryFn: ({ pageParam, signal }) => getContactLists({ searchParam, pageNumber: pageParam }, signal),
      initialPageParam: 1,
      getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
    }),
    placeholderData: keepPreviousData,
  });
