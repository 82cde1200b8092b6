import { type FileListsPageAnswer, fileListsPageAnswer } from '@chatdesk/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

export async function getFileLists(
  query: { searchParam: string; pageNumber: number },
  signal?: AbortSignal,
): Promise<FileListsPageAnswer> {
  return parseAnswer(fileListsPageAnswer, await api.get<unknown>('/files/', query, { signal }));
}

export const fileListsKeys = {
  all: ['file-lists'] as const,
  list: (searchParam: string) => ['file-lists', 'list', searchParam] as const,
};

/** Spec 3 §7 GET /files/: pages of 20 by name; `hasMore` says whether another follows. */
export const fileListsQueryOptions = (searchParam: string) =>
  infiniteQueryOptions({
    queryKey: fileListsKeys.list(searchParam),
    queryFn: ({ pageParam, signal }) => getFileLists({ searchParam, pageNumber: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
  });

export const useFileLists = (searchParam: string) =>
  useInfiniteQuery({ ...fileListsQueryOptions(searchParam), placeholderData: keepPreviousData });
