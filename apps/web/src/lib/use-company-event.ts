import type { CompanyTopic } from '@chatdesk/contracts';
import { companyEvent } from '@chatdesk/contracts';
import { useEffect, useRef } from 'react';
import { useSession } from './session';
import { useSocket } from './socket-provider';

/**
 * Calls `handle` with each `company-{id}-{topic}` event of the signed-in user's company, for as
 * long as the component is mounted (the latest `handle` is used, so it need not be memoized).
 */
export function useCompanyEvent(topic: CompanyTopic, handle: (payload: unknown) => void) {
  const socket = useSocket();
  const { user } = useSession();
  const companyId = user?.companyId ?? null;
  const latest = useRef(handle);
  latest.current = handle;

  useEffect(() => {
    if (!socket || companyId === null) return;
    const event = companyEvent(companyId, topic);
    const listener = (payload: unknown) => latest.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, companyId, topic]);
}
