import type { TicketListParams } from './lib/ticket-list-params';

// Shared with the other features' tests, which must not import this one's files.
export { ticketFixture } from '../../test/ticket-fixture';

/** The manager's default list parameters for a status. */
export function listParams(changes: Partial<TicketListParams> = {}): TicketListParams {
  return {
    status: 'pending',
    searchParam: '',
    searchOnMessages: false,
    showAll: false,
    queueIds: [1],
    withoutQueue: false,
    tags: [],
    users: [],
    whatsapps: [],
    statusFilter: [],
    sortTickets: 'DESC',
    ...changes,
  };
}
