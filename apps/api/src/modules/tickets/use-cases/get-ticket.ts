import { AppError, canSeeTicket, type TicketAnswer } from '@chatdesk/contracts';
import { numberView } from '../../contacts/contact-answer';
import { loadTicketAnswer } from '../ticket-answer';
import { visibleFieldsOf } from '../ticket-transition';
import type { TicketCaller, TicketsDeps } from '../tickets.deps';
import { findTicket, findTicketByUuid } from '../tickets.repository';

/** GET /tickets/{id} and /tickets/u/{uuid}: a ticket the caller may not see is missing (404). */
export async function getTicket(
  deps: TicketsDeps,
  caller: TicketCaller,
  key: { id: number } | { uuid: string },
): Promise<TicketAnswer> {
  const { companyId } = caller;
  return deps.db.tenant(companyId).transaction(async (tx) => {
    const row = 'id' in key ? await findTicket(tx, companyId, key.id) : await findTicketByUuid(tx, companyId, key.uuid);
    if (!row || !canSeeTicket(caller.viewer, visibleFieldsOf(row))) throw new AppError('ERR_NO_TICKET_FOUND');
    return loadTicketAnswer(tx, companyId, row.id, numberView(caller.viewer.hidesNumbers));
  });
}
