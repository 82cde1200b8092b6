import { type TagsPageAnswer, tagsPageAnswer } from '@chatdesk/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

/** Which tags a list shows: every tag on the Tags page, only the lanes (kanban 1) on the lanes page. */
export type TagsVariant = 'tags' | 'lanes';

export interface TagsFilter {
  variant: TagsVariant;
  searchParam: string;
}

export async function getTags(
  query: { searchParam: string; pageNumber: number; kanban?: number },
  signal?: AbortSignal,
): Promise<TagsPageAnswer> {
  return parseAnswer(tagsPageAnswer, await api.get<unknown>('/tags', query, { signal }));
}

export const tagsKeys = {
  all: ['tags-admin'] as const,
  lists: ['tags-admin', 'list'] as const,
  list: (filter: TagsFilter) => ['tags-admin', 'list', filter] as const,
  detail: (id: number) => ['tags-admin', 'detail', id] as const,
  contacts: (id: number) => ['tags-admin', 'contacts', id] as const,
  lanes: ['tags-admin', 'lanes'] as const,
};

/** Spec 3 §7 GET /tags: one page per scroll; `hasMore` says whether another page exists. */
export const tagsQueryOptions = (filter: TagsFilter) =>
  infiniteQueryOptions({
    queryKey: tagsKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      getTags(
        { searchParam: filter.searchParam, pageNumber: pageParam, kanban: filter.variant === 'lanes' ? 1 : undefined },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
  });

/** Keeps the previous search's rows on screen while the next search loads. */
export const useTags = (filter: TagsFilter) =>
  useInfiniteQuery({ ...tagsQueryOptions(filter), placeholderData: keepPreviousData });
