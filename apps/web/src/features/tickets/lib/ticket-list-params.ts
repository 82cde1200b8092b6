import type { TicketStatus } from '@chatdesk/contracts';

/** The manager's views (spec 1 §2 "Ticket list"): three tabs plus the closed and search views. */
export type TicketView = 'open' | 'pending' | 'group' | 'closed' | 'search';
export type SortDirection = 'ASC' | 'DESC';

/** Everything one list query depends on; it is the query key, so the cache knows each list's filters. */
export interface TicketListParams {
  /** The list's status; null in the search view (where statusFilter applies). */
  status: TicketStatus | null;
  searchParam: string;
  searchOnMessages: boolean;
  showAll: boolean;
  queueIds: number[];
  /** The 'SEM FILA' choice: queueless tickets stay in the list. */
  withoutQueue: boolean;
  tags: number[];
  users: number[];
  whatsapps: number[];
  statusFilter: TicketStatus[];
  sortTickets: SortDirection;
}

/** The status each view lists. */
export const statusOfView = (view: TicketView): TicketStatus | null => (view === 'search' ? null : view);

/**
 * GET /tickets query parameters (spec 1 §7). Lists travel as JSON text, as the contacts API reads
 * its tag list; the closed and search views are always newest first (spec 1 §2: no sort toggle).
 */
export function ticketListQuery(params: TicketListParams, pageNumber: number) {
  const list = (values: readonly (number | string)[]) => (values.length > 0 ? JSON.stringify(values) : undefined);
  return {
    pageNumber,
    status: params.status ?? undefined,
    searchParam: params.searchParam || undefined,
    searchOnMessages: params.searchParam && params.searchOnMessages ? 'true' : undefined,
    showAll: params.showAll ? 'true' : 'false',
    queueIds: JSON.stringify(params.queueIds),
    withoutQueue: params.withoutQueue ? 'true' : 'false',
    tags: list(params.tags),
    users: list(params.users),
    whatsapps: list(params.whatsapps),
    statusFilter: list(params.statusFilter),
    sortTickets: params.sortTickets,
  };
}
