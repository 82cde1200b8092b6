import { announcementEvent } from '@chatdesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSocket } from '../../../lib/socket-provider';
import { announcementsKeys } from '../api/get-announcements';

/**
 * `company-announcement` (spec 1 §7): any create, update or delete refetches the lists and the
 * unread badge, so order, search and read marks stay the server's.
 */
export function useAnnouncementEvents() {
  const socket = useSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const listener = () => void queryClient.invalidateQueries({ queryKey: announcementsKeys.all });
    socket.on(announcementEvent, listener);
    return () => {
      socket.off(announcementEvent, listener);
    };
  }, [socket, queryClient]);
}
