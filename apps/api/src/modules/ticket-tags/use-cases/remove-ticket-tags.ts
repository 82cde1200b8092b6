import type { TicketAnswer } from '@chatdesk/contracts';
import { runTransition } from '../../tickets/ticket-transition';
import type { TicketCaller, TicketsDeps } from '../../tickets/tickets.deps';
import { removeTicketTags } from '../ticket-tags.repository';

/** DELETE /ticket-tags/{ticketId}: takes every tag off the ticket (the kanban moves it back to open). */
export async function removeTagsFromTicket(
  deps: TicketsDeps,
  caller: TicketCaller,
  ticketId: number,
): Promise<TicketAnswer> {
  return runTransition(deps, caller, ticketId, async (t) => {
    if ((await removeTicketTags(t.tx, caller.companyId, ticketId)) > 0) t.markChanged();
  });
}
