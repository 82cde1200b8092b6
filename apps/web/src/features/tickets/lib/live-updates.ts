import type { TicketAnswer } from '@chatdesk/contracts';
import type { TicketListParams } from './ticket-list-params';

/** One page of GET /tickets. */
export interface TicketPage {
  tickets: TicketAnswer[];
  hasMore: boolean;
  count: number;
  /** A search on message contents: the matching message of each listed ticket. */
  snippets?: { ticketId: number; text: string }[];
}
export interface TicketPages {
  pages: TicketPage[];
  pageParams: unknown[];
}

/** Who is watching the list: own-ticket rules depend on it. */
export interface ListViewer {
  userId: number;
}

/**
 * Whether a ticket belongs in a list with these filters (spec 1 §4 "Live list updates"): its status,
 * its queue among the selected ones (or queueless with 'SEM FILA'), the tag, user, connection and
 * search filters, and, without show-all, only one's own open tickets.
 */
export function ticketMatchesList(ticket: TicketAnswer, params: TicketListParams, viewer: ListViewer): boolean {
  if (params.status !== null && ticket.status !== params.status) return false;
  if (params.status === null && params.statusFilter.length > 0 && !params.statusFilter.includes(ticket.status))
    return false;
  if (!queueSelected(ticket, params)) return false;
  if (params.tags.length > 0 && !ticket.tags.some((tag) => params.tags.includes(tag.id))) return false;
  if (params.users.length > 0 && (ticket.userId === null || !params.users.includes(ticket.userId))) return false;
  if (params.whatsapps.length > 0 && !params.whatsapps.includes(ticket.whatsappId)) return false;
  if (params.searchParam && !matchesSearch(ticket, params.searchParam)) return false;
  if (!params.showAll && (ticket.status === 'open' || ticket.status === 'group') && params.status !== null) {
    return ticket.userId === viewer.userId || (ticket.status === 'group' && ticket.userId === null);
  }
  return true;
}

export function queueSelected(ticket: Pick<TicketAnswer, 'queueId'>, params: TicketListParams): boolean {
  return ticket.queueId === null ? params.withoutQueue : params.queueIds.includes(ticket.queueId);
}

/** A live event cannot see message contents: the contact's name or number must hold the search. */
function matchesSearch(ticket: TicketAnswer, search: string): boolean {
  const needle = search.toLowerCase();
  return ticket.contact.name.toLowerCase().includes(needle) || ticket.contact.number.includes(needle);
}

const flatten = (data: TicketPages) => data.pages.flatMap((page) => page.tickets);

/** Puts the rows back into pages of their old sizes (the last page takes the difference). */
function repage(data: TicketPages, rows: TicketAnswer[], countDelta: number): TicketPages {
  let start = 0;
  const pages = data.pages.map((page, index) => {
    const size = index === data.pages.length - 1 ? rows.length - start : page.tickets.length;
    const tickets = rows.slice(start, start + Math.max(0, size));
    start += tickets.length;
    return { ...page, tickets, count: index === 0 ? Math.max(0, page.count + countDelta) : page.count };
  });
  return { ...data, pages };
}

const newer = (a: TicketAnswer, b: TicketAnswer) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt);

/**
 * Applies a created or updated ticket to one cached list: replaced or moved in when it matches,
 * removed when it does not. `toTop`: a message arrived, so the ticket goes first whatever the order
 * (spec 1 §4); otherwise it takes its place by updatedAt in the list's direction. A row that would
 * land past the loaded rows of a list with more pages is left for the next page to bring.
 */
export function upsertTicket(
  data: TicketPages,
  ticket: TicketAnswer,
  params: TicketListParams,
  viewer: ListViewer,
  options: { toTop?: boolean } = {},
): TicketPages {
  const rows = flatten(data);
  const present = rows.some((row) => row.id === ticket.id);
  const others = rows.filter((row) => row.id !== ticket.id);
  if (!ticketMatchesList(ticket, params, viewer)) return present ? repage(data, others, -1) : data;
  let index = 0;
  if (!options.toTop) {
    const order = params.sortTickets === 'ASC' ? 1 : -1;
    index = others.findIndex((row) => order * newer(ticket, row) < 0);
    if (index === -1) {
      const hasMore = data.pages.at(-1)?.hasMore ?? false;
      if (hasMore && !present) return data;
      index = others.length;
    }
  }
  const next = [...others.slice(0, index), ticket, ...others.slice(index)];
  return repage(data, next, present ? 0 : 1);
}

export function removeTicket(data: TicketPages, ticketId: number): TicketPages {
  const rows = flatten(data);
  if (!rows.some((row) => row.id === ticketId)) return data;
  return repage(
    data,
    rows.filter((row) => row.id !== ticketId),
    -1,
  );
}

/** updateUnread: the ticket was read, its unread count is back to zero. */
export function resetUnread(data: TicketPages, ticketId: number): TicketPages {
  const rows = flatten(data);
  if (!rows.some((row) => row.id === ticketId && row.unreadMessages !== 0)) return data;
  return repage(
    data,
    rows.map((row) => (row.id === ticketId ? { ...row, unreadMessages: 0 } : row)),
    0,
  );
}
