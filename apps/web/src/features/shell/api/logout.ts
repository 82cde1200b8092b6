import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/**
 * Ends the server session, then this browser's, even when the server cannot be reached. The
 * route guard then shows /login and the app drops the cached data of the user who left.
 */
export function useLogout() {
  return useMutation({
    mutationFn: () => api.delete<void>('/auth/logout'),
    meta: { silent: true },
    onSettled: () => session.clear(),
  });
}
