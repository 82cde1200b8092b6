import { contactListItemsPageAnswer, contactListRecord } from '@chatdesk/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { contactListsKeys } from './get-contact-lists';

/** GET /contact-lists/{id}: the list's name and count for the items page's title. */
export const useContactList = (id: number) =>
  useQuery({
    queryKey: contactListsKeys.detail(id),
    queryFn: async ({ signal }) =>
      parseAnswer(contactListRecord, await api.get<unknown>(`/contact-lists/${id}`, undefined, { signal })),
  });

/** Spec 3 §7 GET contact-list-items: one list's items, pages of 20, searched, with the count. */
export const useContactListItems = (contactListId: number, searchParam: string) =>
  useInfiniteQuery({
    queryKey: contactListsKeys.itemsPage(contactListId, searchParam),
    queryFn: async ({ pageParam, signal }) =>
      parseAnswer(
        contactListItemsPageAnswer,
        await api.get<unknown>(
          '/contact-list-items',
          { contactListId, searchParam, pageNumber: pageParam },
          { signal },
        ),
      ),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
    placeholderData: keepPreviousData,
  });
