import { companyEvent } from '@chatdesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { useSocket } from '../../../lib/socket-provider';
import { quickMessagesKeys } from '../api/get-quick-messages';

/**
 * `company-{id}-quickemessage` (spec 3 §4 live lists): another user's create, update or delete
 * refetches the page and the composer's '/' list (both under the 'quick-messages' key), so
 * order, search and each row's canEdit stay the server's.
 */
export function useQuickMessageEvents() {
  const socket = useSocket();
  const { user } = useSession();
  const companyId = user?.companyId ?? null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!socket || companyId === null) return;
    const event = companyEvent(companyId, 'quickemessage');
    const refresh = () => void queryClient.invalidateQueries({ queryKey: quickMessagesKeys.all });
    socket.on(event, refresh);
    return () => {
      socket.off(event, refresh);
    };
  }, [socket, companyId, queryClient]);
}
