import { hasAdminRole, type MomentTicketAnswer, type MomentUserAnswer } from '@chatdesk/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { permissionSubjectOf } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useSocket } from '../../../lib/socket-provider';
import { useCompanyEvent } from '../../../lib/use-company-event';
import { getMomentTickets, getMomentUsers, momentsKeys } from '../api/get-moments';
import { applyContactEvent, applyMessageEvent, applyTicketEvent, userChangeOf } from './moments-events';

/** Only a server not reached is asked again; any answer, a 500 too, shows at once (spec 2 §8). */
const retryUnreached = (failures: number, error: Error) =>
  error instanceof ApiError && error.status === 0 && failures < 2;

/**
 * Enters the panel's room while mounted, and again after each reconnection (a new server socket).
 * Presence changes are told only in the room: the attendants are read again once inside it, so a
 * change between the first read and the join is not missed.
 */
function useMomentsRoom(onJoined: () => void) {
  const socket = useSocket();
  const joined = useRef(onJoined);
  joined.current = onJoined;
  useEffect(() => {
    if (!socket) return;
    const join = () => socket.emit('joinMoments', () => joined.current());
    join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      socket.emit('leaveMoments');
    };
  }, [socket]);
}

/**
 * The panel's data (spec 2 §4 "loads and stays current from live contact, user, ticket and
 * message events"): the tickets and the attendants, read once and then changed by each event,
 * never polled. A reconnection refetches everything (the socket provider).
 */
export function useMoments() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const showAll = user ? hasAdminRole(permissionSubjectOf(user)) : false;
  const ticketsKey = momentsKeys.tickets(showAll);
  const tickets = useQuery({
    queryKey: ticketsKey,
    queryFn: ({ signal }) => getMomentTickets(showAll, signal),
    meta: { silent: true },
    retry: retryUnreached,
  });
  const users = useQuery({
    queryKey: momentsKeys.users,
    queryFn: ({ signal }) => getMomentUsers(signal),
    meta: { silent: true },
    retry: retryUnreached,
  });

  const updateRows = (change: (rows: MomentTicketAnswer[]) => MomentTicketAnswer[]) =>
    queryClient.setQueryData<MomentTicketAnswer[]>(ticketsKey, (rows) => rows && change(rows));
  const updateUsers = (change: (list: MomentUserAnswer[]) => MomentUserAnswer[]) =>
    queryClient.setQueryData<MomentUserAnswer[]>(momentsKeys.users, (list) => list && change(list));

  useMomentsRoom(() => void queryClient.invalidateQueries({ queryKey: momentsKeys.users }));
  useCompanyEvent('ticket', (payload) => updateRows((rows) => applyTicketEvent(rows, payload)));
  useCompanyEvent('appMessage', (payload) => updateRows((rows) => applyMessageEvent(rows, payload)));
  useCompanyEvent('contact', (payload) => updateRows((rows) => applyContactEvent(rows, payload)));
  useCompanyEvent('user', (payload) => {
    const change = userChangeOf(payload);
    if (!change) return;
    updateUsers(change.users);
    if (change.rows) updateRows(change.rows);
  });

  return {
    tickets: tickets.data,
    users: users.data,
    isPending: tickets.isPending || users.isPending,
    error: tickets.error ?? users.error,
    retry: () => void queryClient.invalidateQueries({ queryKey: momentsKeys.all }),
  };
}
