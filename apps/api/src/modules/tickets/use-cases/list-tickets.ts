import {
  searchSnippet,
  type TicketsListAnswer,
  type TicketsListQuery,
  ticketsCountCap,
  ticketsListAnswer,
  ticketsPageSize,
} from '@chatdesk/contracts';
import type { Tx } from '../../../platform/db/database';
import { runShaped } from '../../../platform/db/prepared';
import { type JsonBytes, uncompressed, withGzip } from '../../../platform/http/json-bytes';
import { type NumberView, numberView } from '../../contacts/contact-answer';
import { answeredPage, loadTicketAnswers, viewedAnswer } from '../ticket-answer';
import type { TicketAnswerCache } from '../ticket-answer-cache';
import { type ListPlan, ticketListSql } from '../ticket-list-query';
import type { TicketPageCache } from '../ticket-page-cache';
import { companyTimeZone } from '../ticket-references.repository';
import { matchingMessagesSql, scopeBeyondSql, searchIndexedSql, searchWalkSql } from '../ticket-search-query';
import { asViewer } from '../ticket-viewer';
import type { TicketsDeps } from '../tickets.deps';

/** How many of the caller's newest tickets a search walks (for a page reaching `reach`) before it asks the trigram indexes. */
export type SearchWindow = (reach: number) => number;
const defaultSearchWindow: SearchWindow = (reach) => Math.max(1000, reach * 10);

interface PageIds {
  /** The page's ids plus one when there are more. */
  ids: number[];
  count: number;
}

/** A tab's page with its answers and its count, capped (see ticketsCountCap). */
async function tabPage(tx: Tx, plan: ListPlan, numbers: NumberView): Promise<TicketsListAnswer> {
  const statements = ticketListSql(plan, ticketsPageSize, ticketsCountCap);
  const page = await answeredPage(tx, plan.companyId, { page: statements.page, size: ticketsPageSize }, numbers);
  const total = page.total ?? (await runShaped<{ count: number }>(tx, statements.count))[0]?.count ?? 0;
  return { tickets: page.tickets, hasMore: page.hasMore, count: Math.min(total, ticketsCountCap) };
}

/**
 * A search's page. On message texts, the walk over the newest tickets first, when it can vouch for
 * the page (ticket-search-query.ts); else, and for names, numbers and ids alone (the contacts'
 * trigram index finds those cheaply), every match through the indexes. From the walk, `count` is
 * the matches found so far, a lower bound (hasMore says more exist); from the indexes it is exact
 * up to the cap.
 */
async function searchPage(tx: Tx, plan: ListPlan, term: string, window: SearchWindow): Promise<PageIds> {
  const walked = plan.query.searchOnMessages ? await walkedPage(tx, plan, term, window) : null;
  if (walked) return walked;
  const page = await runShaped<{ id: number; total: number }>(
    tx,
    searchIndexedSql(plan, term, ticketsPageSize, ticketsCountCap),
    { plan: 'per-call' },
  );
  return { ids: page.map((row) => row.id), count: page[0]?.total ?? 0 };
}

/** The walk's page, or null when it cannot vouch for it. */
async function walkedPage(tx: Tx, plan: ListPlan, term: string, window: SearchWindow): Promise<PageIds | null> {
  const offset = (plan.query.pageNumber - 1) * ticketsPageSize;
  const reach = offset + ticketsPageSize + 1;
  const rows = await runShaped<{ id: number }>(tx, searchWalkSql(plan, term, reach, window(reach)));
  const walked = rows.map((row) => row.id);
  // A full page is the true first page; a short one only when the window held the whole scope.
  if (walked.length < reach) {
    const [scope] = await runShaped<{ beyond: boolean }>(tx, scopeBeyondSql(plan, window(reach)));
    if (scope?.beyond) return null;
  }
  return { ids: walked.slice(offset), count: walked.length };
}

/**
 * GET /tickets: one page of a tab, the closed view or the search, in the caller's scope (all of
 * the company with showAll, for those allowed), as the caller's flags and queues are now.
 */
export async function listTickets(
  deps: TicketsDeps,
  { companyId, userId }: { companyId: number; userId: number },
  query: TicketsListQuery,
  { searchWindow = defaultSearchWindow, answers }: { searchWindow?: SearchWindow; answers?: TicketAnswerCache } = {},
): Promise<TicketsListAnswer> {
  // Read before the transaction: answers kept under it can be newer than it, never older.
  const version = answers?.version(companyId) ?? null;
  return asViewer(deps.db.tenant(companyId), userId, async (tx, viewer) => {
    const timeZone = query.date || query.updatedAt ? await companyTimeZone(tx, companyId) : 'UTC';
    const { hidesNumbers } = viewer;
    const plan = { companyId, viewer, query, timeZone, hidesNumbers };
    const numbers = numberView(hidesNumbers);
    if (!query.searchParam) return tabPage(tx, plan, numbers);
    const { ids, count } = await searchPage(tx, plan, query.searchParam, searchWindow);
    const pageIds = ids.slice(0, ticketsPageSize);
    const load = (some: number[]) => loadTicketAnswers(tx, companyId, some);
    const stored = answers ? await answers.answers(companyId, version, pageIds, load) : await load(pageIds);
    const tickets = stored.map((ticket) => viewedAnswer(ticket, numbers));
    const answer = { tickets, hasMore: ids.length > ticketsPageSize, count: Math.min(count, ticketsCountCap) };
    if (!query.searchOnMessages) return answer;
    return { ...answer, snippets: await matchSnippets(tx, companyId, pageIds, query.searchParam) };
  });
}

/** A search on message contents: the page's tickets' matching messages, cut around the term. */
async function matchSnippets(tx: Tx, companyId: number, ticketIds: number[], term: string) {
  if (ticketIds.length === 0) return [];
  const rows = await runShaped<{ ticketId: number; body: string }>(tx, matchingMessagesSql(companyId, ticketIds, term));
  return rows.map((row) => ({ ticketId: row.ticketId, text: searchSnippet(row.body, term) }));
}

/**
 * GET /tickets as sent (JSON encoded by the route's answer schema, as UTF-8 bytes): a tab's pages
 * through the page cache (unchanged data, same caller and query: no database work), with a gzip
 * copy made once; searches, whose terms rarely repeat, and date filters, read in the company's time
 * zone, computed and sent uncompressed (searches with their tickets' answers from the answer cache).
 */
export function listTicketsBody(
  deps: TicketsDeps,
  caches: { pages: TicketPageCache; answers: TicketAnswerCache },
  caller: { companyId: number; userId: number },
  query: TicketsListQuery,
): Promise<JsonBytes> {
  const { pages, answers } = caches;
  const encoded = async () =>
    Buffer.from(JSON.stringify(ticketsListAnswer.encode(await listTickets(deps, caller, query, { answers }))));
  if (query.searchParam || query.date || query.updatedAt) return encoded().then(uncompressed);
  return pages.page(caller.companyId, `${caller.userId}:${JSON.stringify(query)}`, () => encoded().then(withGzip));
}
