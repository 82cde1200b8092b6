import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { toastError } from '../lib/toast';

/** Failures a retry cannot fix: the server understood the call and said no. */
const isFinal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Every failed query or mutation goes through the generic error handler (spec 1 §8) unless it
 * opts out with `meta: { silent: true }`; toasts are de-duplicated by code, so a burst shows one.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) toastError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) toastError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isFinal(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * silent: no error toast. public: data anyone may see before login (public settings, public
     * plans); it survives the end of a session.
     */
    queryMeta: { silent?: boolean; public?: boolean };
    mutationMeta: { silent?: boolean };
  }
}
