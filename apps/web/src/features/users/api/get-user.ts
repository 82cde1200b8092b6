import { type UserAnswer, userAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { usersKeys } from './get-users';

export async function getUser(id: number, signal?: AbortSignal): Promise<UserAnswer> {
  return parseAnswer(userAnswer, await api.get<unknown>(`/users/${id}`, undefined, { signal }));
}

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: usersKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal), staleTime: 0 });

/** The user being edited; `null` (a new user) fetches nothing. */
export const useUser = (id: number | null) => useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null });
