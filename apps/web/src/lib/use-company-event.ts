import type { CompanyTopic } from '@chatdesk/contracts';
import { companyEvent } from '@chatdesk/contracts';
import { useEffect } from 'react';
import { useSession } from './session';
import { useSocket } from './socket-provider';

/**
 * Listens to `company-{id}-{topic}` of the signed-in user's company while mounted. Keep `handle`
 * stable (useCallback): a new function re-subscribes.
 */
export function useCompanyEvent(topic: CompanyTopic, handle: (payload: unknown) => void) {
  const socket = useSocket();
  const { user } = useSession();
  const companyId = user?.companyId ?? null;

  useEffect(() => {
    if (!socket || companyId === null) return;
    const event = companyEvent(companyId, topic);
    socket.on(event, handle);
    return () => {
      socket.off(event, handle);
    };
  }, [socket, companyId, topic, handle]);
}
