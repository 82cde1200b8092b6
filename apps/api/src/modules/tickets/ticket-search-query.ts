import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/like-pattern';
import { contactSearchPatterns } from '../contacts/contacts.repository';
import { and, intArray, type ListPlan, lanesWhere, listOrder, listScopeWhere } from './ticket-list-query';

/**
 * GET /tickets with a searchParam: tickets in the caller's scope whose contact name or number,
 * id or (with searchOnMessages) message texts match, accent- and case-insensitively.
 *
 * Two ways to answer, the cheap one first:
 * - The walk: the caller's tickets newest (or oldest) first (the tabs' lanes, merged), at most
 *   `window` of them, keeping those that match, until the page is full. A common word fills a page after a few hundred
 *   tickets, checking each ticket's messages through its index, without reading every matching
 *   message of the company (a word in 3% of 2 million messages is 60,000 rechecks).
 * - The index: when the walk cannot vouch for its page (it ran out of window before filling
 *   it), the trigram indexes find every match, and the page and a capped count come from that.
 */

/** The match, as alternatives over the ticket `t` (id, contact_id): how each is found differs by path. */
function matchOf({ query, hidesNumbers, companyId }: ListPlan, term: string, path: 'walk' | 'index'): SQL {
  // Through the SQL functions that let the trigram indexes work under row-level security (0010).
  const patterns = contactSearchPatterns(term, { numbers: !hidesNumbers });
  const pattern = `%${escapeLike(term)}%`;
  const alternatives: SQL[] = [sql`t.contact_id in (select public.tenant_contacts_matching(${patterns}))`];
  if (/^\d{1,9}$/.test(term)) alternatives.push(sql`t.id = ${Number(term)}`);
  if (query.searchOnMessages) {
    alternatives.push(
      path === 'walk'
        ? sql`exists (select 1 from messages m where m.company_id = ${companyId} and m.ticket_id = t.id
            and m.body_search like (select public.f_unaccent(lower(${pattern}))))`
        : sql`t.id in (select public.tenant_message_tickets_matching(${pattern}))`,
    );
  }
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

/**
 * The caller's tickets newest (or oldest) first, at most `window`: the tab's lanes (each an index
 * range of tickets the caller may see, so no other ticket is read) merged in order. PostgreSQL
 * reads the lanes lazily (a merge of ordered index scans), only as far as the walk asks.
 */
function walkedTickets(plan: ListPlan, window: number): SQL {
  const order = listOrder(plan.query);
  const lanes = lanesWhere(plan).map(
    (where) => sql`(select t.id, t.updated_at, t.contact_id from tickets t where ${where} ${order} limit ${window})`,
  );
  return sql`(select * from (${sql.join(lanes, sql` union all `)}) lanes ${order} limit ${window})`;
}

/** The walk: the first `reach` matches among the caller's `window` newest (or oldest) tickets. */
export function searchWalkSql(plan: ListPlan, term: string, reach: number, window: number): SQL {
  const order = listOrder(plan.query);
  return sql`select t.id from ${walkedTickets(plan, window)} t
    where ${matchOf(plan, term, 'walk')} ${order} limit ${reach}`;
}

/** Whether the caller's scope holds more than `window` tickets (then a short walk proves nothing). */
export function scopeBeyondSql(plan: ListPlan, window: number): SQL {
  return sql`select (select count(*) from ${walkedTickets(plan, window + 1)} t) > ${window} as beyond`;
}

/** Every match through the trigram indexes: the page's rows, each carrying the capped total. */
export function searchIndexedSql(plan: ListPlan, term: string, pageSize: number, countCap: number): SQL {
  const order = listOrder(plan.query);
  const offset = (plan.query.pageNumber - 1) * pageSize;
  const where = and([listScopeWhere(plan), matchOf(plan, term, 'index')]);
  // The match (trigram searches of contacts and messages) runs once for the page and its count.
  return sql`with matched as materialized (select t.id, t.updated_at from tickets t where ${where})
    select id, (select count(*)::int from (select 1 from matched limit ${countCap + 1}) x) as total
    from matched ${order} limit ${pageSize + 1} offset ${offset}`;
}

/**
 * For a search on message contents: each ticket's newest matching message (deleted ones left out),
 * for the page's rows at once, each through the messages' ticket index.
 */
export function matchingMessagesSql(companyId: number, ticketIds: readonly number[], term: string): SQL {
  const pattern = `%${escapeLike(term)}%`;
  return sql`select p.id as "ticketId", m.body from unnest(${intArray(ticketIds)}) p(id)
    cross join lateral (select m.body from messages m
      where m.company_id = ${companyId} and m.ticket_id = p.id and not m.is_deleted
        and m.body_search like (select public.f_unaccent(lower(${pattern})))
      order by m.created_at desc, m.id desc limit 1) m`;
}
