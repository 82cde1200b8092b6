import type { TicketStatus } from '@chatdesk/contracts';

/** A tab of the manager's open view that a navigation asks it to show. */
export type RequestedTab = 'open' | 'group';

/**
 * The router state of a navigation to a ticket just taken (accept, reopen): the manager switches
 * to the tab that now lists it ('Atendendo', or 'Grupos' for a group), so it stays in sight, selected.
 */
export function listTabState(status: TicketStatus): { ticketsTab: RequestedTab } | undefined {
  return status === 'open' || status === 'group' ? { ticketsTab: status } : undefined;
}

/** The tab a navigation's router state asks for, if any. */
export function requestedTabOf(state: unknown): RequestedTab | null {
  if (typeof state !== 'object' || state === null || !('ticketsTab' in state)) return null;
  const { ticketsTab } = state;
  return ticketsTab === 'open' || ticketsTab === 'group' ? ticketsTab : null;
}
