import {
  type AnnouncementsPageAnswer,
  announcementAnswer,
  announcementsPageAnswer,
  announcementsUnreadAnswer,
} from '@chatdesk/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

export async function getAnnouncements(
  query: { searchParam: string; pageNumber: number; inbox: boolean },
  signal?: AbortSignal,
): Promise<AnnouncementsPageAnswer> {
  const params = { searchParam: query.searchParam, pageNumber: query.pageNumber, inbox: String(query.inbox) };
  return parseAnswer(announcementsPageAnswer, await api.get<unknown>('/announcements', params, { signal }));
}

/** Every announcements query starts with 'announcements': one invalidation refreshes the page, the popover and the badge. */
export const announcementsKeys = {
  all: ['announcements'] as const,
  page: (scope: 'admin' | 'inbox', searchParam: string) => ['announcements', scope, searchParam] as const,
  unread: ['announcements', 'unread'] as const,
};

/**
 * Spec 3 §7: one page per scroll; `hasMore` says whether another page exists. The admin page
 * reads every announcement, the top bar's popover (`inbox`) the active ones.
 */
export const useAnnouncementsPages = (scope: 'admin' | 'inbox', searchParam = '', enabled = true) =>
  useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: announcementsKeys.page(scope, searchParam),
      queryFn: ({ pageParam, signal }) =>
        getAnnouncements({ searchParam, pageNumber: pageParam, inbox: scope === 'inbox' }, signal),
      initialPageParam: 1,
      getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
    }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The top bar's badge: active announcements the user has not opened. */
export const useUnreadAnnouncements = () =>
  useQuery({
    queryKey: announcementsKeys.unread,
    queryFn: async ({ signal }) =>
      parseAnswer(announcementsUnreadAnswer, await api.get<unknown>('/announcements/unread', undefined, { signal })),
  });

export const markAnnouncementRead = async (id: number) =>
  parseAnswer(announcementAnswer, await api.post<unknown>(`/announcements/${id}/read`));
