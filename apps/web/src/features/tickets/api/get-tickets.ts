import { ticketsListAnswer } from '@chatdesk/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import type { TicketPage } from '../lib/live-updates';
import { type TicketListParams, ticketListQuery } from '../lib/ticket-list-params';

/** `extra`: parameters outside the manager's filters (withUnreadMessages for the bell). */
export async function getTickets(
  params: TicketListParams,
  pageNumber: number,
  signal?: AbortSignal,
  extra: Record<string, string> = {},
): Promise<TicketPage> {
  const query = { ...ticketListQuery(params, pageNumber), ...extra };
  return parseAnswer(ticketsListAnswer, await api.get<unknown>('/tickets', query, { signal }));
}

export const ticketListsKey = ['tickets', 'list'] as const;
export const ticketListKey = (params: TicketListParams) => [...ticketListsKey, params] as const;

/** One view of the manager, a page per scroll (spec 1 §2). */
export const ticketListQueryOptions = (params: TicketListParams, enabled = true) =>
  infiniteQueryOptions({
    queryKey: ticketListKey(params),
    queryFn: ({ pageParam, signal }) => getTickets(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
    enabled,
  });
