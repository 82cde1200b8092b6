import {
  type AppMessageEventPayload,
  companyEvent,
  type TicketEventPayload,
  type TicketRoomStatus,
} from '@chatdesk/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSocket } from '../../../lib/socket-provider';
import { storeTicket, updateTicketLists } from '../api/ticket-cache';
import { type ListViewer, removeTicket, resetUnread } from '../lib/live-updates';

/** Applies a `company-{id}-ticket` event to the cached lists (spec 1 §4 "Live list updates"). */
export function applyTicketEvent(queryClient: QueryClient, event: TicketEventPayload, viewer: ListViewer) {
  if (event.action === 'delete') updateTicketLists(queryClient, (data) => removeTicket(data, event.ticketId));
  else if (event.action === 'updateUnread') updateTicketLists(queryClient, (data) => resetUnread(data, event.ticketId));
  // A ticket changed by a new message comes to the top, like the message's own event does.
  else storeTicket(queryClient, event.ticket, viewer, event.action === 'new-message');
}

/** A new message brings its ticket (with lastMessage and unread count) to the top of the lists. */
export function applyMessageEvent(queryClient: QueryClient, event: AppMessageEventPayload, viewer: ListViewer) {
  if (event.action === 'create') storeTicket(queryClient, event.ticket, viewer, true);
}

/**
 * Keeps the manager's lists live: joins the room of the visible view's status, and applies ticket
 * and message events to every cached list. Reconnects refetch everything (the socket provider).
 */
export function useLiveTicketLists(companyId: number, viewer: ListViewer, roomStatus: TicketRoomStatus | null) {
  const socket = useSocket();
  const queryClient = useQueryClient();
  const viewerId = viewer.userId;

  useEffect(() => {
    if (!socket || roomStatus === null) return;
    const join = () => socket.emit('joinTickets', { status: roomStatus });
    join();
    // A reconnection opens a new server-side socket, which has joined nothing yet.
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      socket.emit('leaveTickets', { status: roomStatus });
    };
  }, [socket, roomStatus]);

  useEffect(() => {
    if (!socket) return;
    const ticketEvent = companyEvent(companyId, 'ticket');
    const messageEvent = companyEvent(companyId, 'appMessage');
    const onTicket = (event: TicketEventPayload) => applyTicketEvent(queryClient, event, { userId: viewerId });
    const onMessage = (event: AppMessageEventPayload) => applyMessageEvent(queryClient, event, { userId: viewerId });
    socket.on(ticketEvent, onTicket);
    socket.on(messageEvent, onMessage);
    return () => {
      socket.off(ticketEvent, onTicket);
      socket.off(messageEvent, onMessage);
    };
  }, [socket, companyId, queryClient, viewerId]);
}
