import { connectionNeedsAttention } from '@chatdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../../lib/permissions';
import { useSubscription } from '../../../lib/subscription';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { connectionsQueryOptions } from '../api/get-connections';
import { useConnectionEvents } from './use-connection-events';

/** Spec 1 §9: the connections badge is checked 2 s after the last change. */
export const attentionDebounceMs = 2000;

/**
 * Spec 1 §2: the connections menu badge, on while any connection is in qrcode, PAIRING,
 * DISCONNECTED, TIMEOUT or OPENING. Only asked for users who see that menu entry.
 */
export function useConnectionsNeedAttention(): boolean {
  const allowed = useCan('connections-page:view');
  const expired = useSubscription()?.expired ?? true;
  const enabled = allowed && !expired;
  // Silent: a failed check must not toast on every page; the connections page reports its own failures.
  const connections = useQuery({ ...connectionsQueryOptions, enabled, meta: { silent: true } });
  useConnectionEvents();
  // Like the predecessor's debounced check: every change (a live event patches the list)
  // restarts the 2 s wait, and the check reads the list as it is then.
  const settled = useDebouncedValue(connections.data, attentionDebounceMs);
  return enabled && (settled ?? []).some((row) => connectionNeedsAttention(row.status));
}
