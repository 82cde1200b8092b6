import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { useSubscription } from '../../../lib/subscription';

/**
 * Spec 2 §4 / spec 1 §4: on the connections pages the login is forced out when the company's
 * due date is not in the future. The server session ends first; this browser's in any case.
 */
export function useForcedLogoutWhenExpired() {
  const expired = useSubscription()?.expired ?? false;
  useEffect(() => {
    if (!expired) return;
    void api
      .delete<void>('/auth/logout')
      .catch(() => undefined)
      .finally(() => session.clear());
  }, [expired]);
}
