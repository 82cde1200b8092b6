import { AppError, type TicketAnswer } from '@chatdesk/contracts';
import { findLaneTarget, moveToLane } from '../../kanban/move-to-lane';
import { runTransition } from '../../tickets/ticket-transition';
import type { TicketCaller, TicketsDeps } from '../../tickets/tickets.deps';
import { addTicketTag } from '../ticket-tags.repository';

/**
 * PUT /ticket-tags/{ticketId}/{tagId}: puts the tag on the ticket; a kanban lane replaces the
 * ticket's lane (modules/kanban/move-to-lane.ts). Repeating it changes nothing.
 */
export async function addTagToTicket(
  deps: TicketsDeps,
  caller: TicketCaller,
  ticketId: number,
  tagId: number,
): Promise<TicketAnswer> {
  return runTransition(deps, caller, ticketId, async (t) => {
    // The foreign key ignores row-level security: another company's tag id must not link.
    const tag = await findLaneTarget(t.tx, caller.companyId, tagId);
    if (!tag) throw new AppError('ERR_NO_TAG_FOUND');
    const changed =
      tag.kanban === 1 ? await moveToLane(t, tag) : await addTicketTag(t.tx, caller.companyId, ticketId, tagId);
    if (changed) t.markChanged();
  });
}
