import { AppError, type TicketAnswer } from '@chatdesk/contracts';
import { runTransition } from '../../tickets/ticket-transition';
import type { TicketCaller, TicketsDeps } from '../../tickets/tickets.deps';
import { addTicketTag, findCompanyTag } from '../ticket-tags.repository';

/** PUT /ticket-tags/{ticketId}/{tagId}: puts the tag (a kanban lane) on the ticket; repeating it changes nothing. */
export async function addTagToTicket(
  deps: TicketsDeps,
  caller: TicketCaller,
  ticketId: number,
  tagId: number,
): Promise<TicketAnswer> {
  return runTransition(deps, caller, ticketId, async (t) => {
    // The foreign key ignores row-level security: another company's tag id must not link.
    if (!(await findCompanyTag(t.tx, caller.companyId, tagId))) throw new AppError('ERR_NO_TAG_FOUND');
    if (await addTicketTag(t.tx, caller.companyId, ticketId, tagId)) t.markChanged();
  });
}
