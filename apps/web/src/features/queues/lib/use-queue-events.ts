import { companyEvent } from '@chatdesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { useSocket } from '../../../lib/socket-provider';
import { queuesKeys } from '../api/get-queues';

/**
 * `company-{id}-queue` (create, update, delete; an option tree change is its queue's update):
 * events are hints, so the queue lists, the open queue and its option tree refetch.
 */
export function useQueueEvents() {
  const socket = useSocket();
  const { user } = useSession();
  const companyId = user?.companyId ?? null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!socket || companyId === null) return;
    const event = companyEvent(companyId, 'queue');
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queuesKeys.all });
    socket.on(event, refresh);
    return () => {
      socket.off(event, refresh);
    };
  }, [socket, companyId, queryClient]);
}
