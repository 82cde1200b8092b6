import { type AppMessageEventPayload, companyEvent, type TicketAnswer } from '@chatdesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../../lib/session';
import { useSocket } from '../../../../lib/socket-provider';
import { messagesKey } from '../api/get-messages';
import { conversationTicketKey } from '../api/get-ticket';
import { hasCachedMessage, removeCachedMessage, upsertCachedMessage } from '../api/messages-cache';
import { markTicketRead } from '../api/send-message';

/**
 * Keeps an open conversation live (spec 1 §7): joins the ticket's room (again after every
 * reconnection, when the server has forgotten it), applies `company-{id}-appMessage` events of this
 * ticket to the cached pages, and marks messages read when the ticket opens and as new ones arrive.
 */
export function useLiveConversation(ticket: Pick<TicketAnswer, 'id' | 'uuid'>) {
  const socket = useSocket();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const companyId = user?.companyId ?? null;
  const { id: ticketId, uuid } = ticket;

  useEffect(() => {
    markTicketRead(ticketId).catch(() => undefined);
  }, [ticketId]);

  useEffect(() => {
    if (!socket || companyId === null) return;
    const join = () => socket.emit('joinChatBox', ticketId);
    const onReconnect = () => {
      join();
      void queryClient.invalidateQueries({ queryKey: messagesKey(uuid) });
    };
    const onMessage = (payload: AppMessageEventPayload) => {
      if (payload.action === 'delete') {
        if (payload.ticketId === ticketId) removeCachedMessage(queryClient, uuid, payload.messageId);
        return;
      }
      const { message } = payload;
      // The thread shows the contact's earlier tickets too: updates of those count when shown.
      const ours = message.ticketId === ticketId;
      if (!ours && (payload.action === 'create' || !hasCachedMessage(queryClient, uuid, message.id))) return;
      upsertCachedMessage(queryClient, uuid, message);
      if (payload.action === 'create') {
        queryClient.setQueryData(conversationTicketKey(uuid), payload.ticket);
        if (!message.fromMe && document.visibilityState === 'visible') markTicketRead(ticketId).catch(() => undefined);
      }
    };
    const event = companyEvent(companyId, 'appMessage');
    join();
    socket.on('connect', onReconnect);
    socket.on(event, onMessage);
    return () => {
      socket.off('connect', onReconnect);
      socket.off(event, onMessage);
      socket.emit('joinChatBoxLeave', ticketId);
    };
  }, [socket, companyId, ticketId, uuid, queryClient]);
}
