import { type QueryKey, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';

/**
 * The record a setting stores, read by its id, or null when it no longer exists (404): the field
 * then shows the id as unavailable instead of an error toast. No query while nothing is chosen.
 */
export function useStoredRecord<T>(
  queryKey: QueryKey,
  id: number | null,
  load: (id: number, signal: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<T | null> => {
      try {
        return await load(id ?? 0, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: id !== null,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

/** A stored record's name for the field: null once deleted, `#id` when it cannot be read (no access), undefined while loading. */
export function storedNameOf(
  query: { data: { name: string } | null | undefined; isError: boolean },
  id: number | null,
): string | null | undefined {
  if (query.isError) return `#${id}`;
  return query.data === undefined ? undefined : (query.data?.name ?? null);
}
