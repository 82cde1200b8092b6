import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../lib/api-client';
import { session } from '../lib/session';

/**
 * Spec 1 §4: the token refresh is also used at start-up. A stored token is only a hint; the
 * refresh answer (fresh token and user) decides whether the session is still open.
 * Whenever a session ends (logout, 401, refused refresh) the cached server data goes with it,
 * so the next user of this browser never sees the previous one's; public data (branding) stays.
 */
export function useSessionLifecycle(queryClient: QueryClient) {
  useEffect(() => {
    if (session.getState().status !== 'loading') return;
    api.refreshSession().catch(() => {
      // A refusal already ended the session; an unreachable server keeps the token for the next visit.
      if (session.getState().status === 'loading') session.clear({ keepToken: true });
    });
  }, []);

  useEffect(
    () =>
      session.subscribe(() => {
        if (session.getState().status !== 'anonymous') return;
        queryClient.removeQueries({ predicate: (query) => query.meta?.public !== true });
        queryClient.getMutationCache().clear();
      }),
    [queryClient],
  );
}
