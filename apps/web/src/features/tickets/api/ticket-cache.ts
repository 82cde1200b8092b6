import type { TicketAnswer } from '@chatdesk/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { type ListViewer, type TicketPages, upsertTicket } from '../lib/live-updates';
import type { TicketListParams } from '../lib/ticket-list-params';
import { ticketByUuidQueryKey } from './get-ticket';
import { ticketListsKey } from './get-tickets';

type ListUpdate = (data: TicketPages, params: TicketListParams) => TicketPages;

/** Runs `update` on every cached ticket list with that list's own filters (they are its key). */
export function updateTicketLists(queryClient: QueryClient, update: ListUpdate) {
  for (const [key, data] of queryClient.getQueriesData<TicketPages>({ queryKey: ticketListsKey })) {
    const params = key[2] as TicketListParams | undefined;
    if (!data || !params) continue;
    const next = update(data, params);
    if (next !== data) queryClient.setQueryData(key, next);
  }
}

/**
 * A ticket's newest state, from an event or an action's answer, into every list it belongs to and
 * the open conversation. `toTop`: a message brought it (spec 1 §4 "Live list updates").
 */
export function storeTicket(queryClient: QueryClient, ticket: TicketAnswer, viewer: ListViewer, toTop = false) {
  updateTicketLists(queryClient, (data, params) => upsertTicket(data, ticket, params, viewer, { toTop }));
  if (queryClient.getQueryData(ticketByUuidQueryKey(ticket.uuid))) {
    queryClient.setQueryData(ticketByUuidQueryKey(ticket.uuid), ticket);
  }
}
