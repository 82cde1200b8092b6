import { type UsersPageAnswer, usersPageAnswer } from '@chatdesk/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

export async function getUsers(
  query: { searchParam: string; pageNumber: number },
  signal?: AbortSignal,
): Promise<UsersPageAnswer> {
  return parseAnswer(usersPageAnswer, await api.get<unknown>('/users', query, { signal }));
}

export const usersKeys = {
  all: ['users'] as const,
  list: (searchParam: string) => ['users', 'list', searchParam] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};

/** Spec 2 §2 Users: one page per scroll; `hasMore` says whether another page exists. */
export const usersQueryOptions = (searchParam: string) =>
  infiniteQueryOptions({
    queryKey: usersKeys.list(searchParam),
    queryFn: ({ pageParam, signal }) => getUsers({ searchParam, pageNumber: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
  });

/** Keeps the previous search's rows on screen while the next search loads. */
export const useUsers = (searchParam: string) =>
  useInfiniteQuery({ ...usersQueryOptions(searchParam), placeholderData: keepPreviousData });
