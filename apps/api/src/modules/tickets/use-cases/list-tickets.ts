import { type TicketsListAnswer, type TicketsListQuery, ticketsCountCap, ticketsPageSize } from '@chatdesk/contracts';
import { hidesNumbersFor, numberView } from '../../contacts/contact-answer';
import { loadTicketAnswers } from '../ticket-answer';
import { ticketListSql } from '../ticket-list-query';
import { companyTimeZone } from '../ticket-references.repository';
import type { TicketCaller, TicketsDeps } from '../tickets.deps';

/**
 * GET /tickets: one page of a tab, the closed view or the search, in the caller's scope (all of
 * the company with showAll, for those allowed). `count` is capped (see ticketsCountCap).
 */
export async function listTickets(
  deps: TicketsDeps,
  caller: TicketCaller,
  query: TicketsListQuery,
): Promise<TicketsListAnswer> {
  const { companyId, viewer } = caller;
  return deps.db.tenant(companyId).transaction(async (tx) => {
    const timeZone = query.date || query.updatedAt ? await companyTimeZone(tx, companyId) : 'UTC';
    const hidesNumbers = await hidesNumbersFor(tx, companyId, viewer.subject);
    const plan = { companyId, viewer, query, timeZone, hidesNumbers };
    const statements = ticketListSql(plan, ticketsPageSize, ticketsCountCap);
    const page = await tx.execute<{ id: number; total?: number }>(statements.page);
    // A search's page carries its count; a tab's lanes (or a page past the end) count apart.
    const count = page.rows[0]?.total ?? (await tx.execute<{ count: number }>(statements.count)).rows[0]?.count ?? 0;
    const ids = page.rows.slice(0, ticketsPageSize).map((row) => row.id);
    const tickets = await loadTicketAnswers(tx, companyId, ids, numberView(hidesNumbers));
    return { tickets, hasMore: page.rows.length > ticketsPageSize, count: Math.min(count, ticketsCountCap) };
  });
}
