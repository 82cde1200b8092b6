import { type ContactsPageAnswer, contactsPageAnswer } from '@chatdesk/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

export interface ContactsFilter {
  searchParam: string;
  tagIds: readonly number[];
}

export async function getContacts(
  filter: ContactsFilter,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<ContactsPageAnswer> {
  const query = {
    searchParam: filter.searchParam || undefined,
    pageNumber,
    // Spec 2 §7: the tag filter travels as a JSON list.
    contactTag: filter.tagIds.length > 0 ? JSON.stringify(filter.tagIds) : undefined,
  };
  return parseAnswer(contactsPageAnswer, await api.get<unknown>('/contacts', query, { signal }));
}

export const contactsKeys = {
  all: ['contacts'] as const,
  list: (filter: ContactsFilter) => ['contacts', 'list', filter.searchParam, [...filter.tagIds]] as const,
  detail: (id: number) => ['contacts', 'detail', id] as const,
  tags: ['contacts', 'tags'] as const,
};

/** Pages of 20 by name; `hasMore` says whether another page exists. */
export const contactsQueryOptions = (filter: ContactsFilter) =>
  infiniteQueryOptions({
    queryKey: contactsKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getContacts(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
  });

/** Keeps the previous search's rows on screen while the next one loads. */
export const useContacts = (filter: ContactsFilter) =>
  useInfiniteQuery({ ...contactsQueryOptions(filter), placeholderData: keepPreviousData });
