import {
  can,
  type FlagToggle,
  type TicketStatus,
  type TicketsListQuery,
  type TicketViewer,
  ticketStatuses,
} from '@chatdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';

/**
 * GET /tickets as SQL. The visibility rule (`isInOwnScope` in contracts) is an OR of disjoint
 * cases; one query with that OR cannot walk an index in updated_at order, so a tab would sort
 * every visible ticket. Instead each case becomes a "lane" — an equality prefix of one of the
 * tickets indexes (own user, each queue's unassigned tickets, groups, …) per status — read in
 * updated_at order with a LIMIT, and the lanes are merged. A first page reads at most
 * lanes × (page size + 1) index entries whatever the company's size. Searches are in
 * ticket-search-query.ts.
 */

export interface ListPlan {
  companyId: number;
  viewer: TicketViewer;
  query: TicketsListQuery;
  timeZone: string;
  /** LGPD: the viewer sees numbers masked, so the search must not match on them (name and messages only). */
  hidesNumbers: boolean;
}

const isOn = (toggle: FlagToggle) => toggle === 'enabled';
export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

export function statusesOf(query: TicketsListQuery): TicketStatus[] {
  if (query.status) return [query.status];
  if (query.statusFilter && query.statusFilter.length > 0) return query.statusFilter;
  return [...ticketStatuses];
}

/** A day of the company's calendar as an instant range on `column`. */
const onDay = (column: SQL, day: string, timeZone: string) =>
  sql`${column} >= (${day}::date)::timestamp at time zone ${timeZone}
      and ${column} < (${day}::date + 1)::timestamp at time zone ${timeZone}`;

/** The filters every lane shares (connections, users, unread, days, ticket tags). */
export function commonFilters({ companyId, query, timeZone }: ListPlan): SQL[] {
  const filters: SQL[] = [sql`t.company_id = ${companyId}`];
  if (query.whatsapps?.length) filters.push(sql`t.whatsapp_id = any(${intArray(query.whatsapps)})`);
  if (query.users?.length) filters.push(sql`t.user_id = any(${intArray(query.users)})`);
  if (query.withUnreadMessages) filters.push(sql`t.unread_messages > 0`);
  if (query.date) filters.push(onDay(sql`t.created_at`, query.date, timeZone));
  if (query.updatedAt) filters.push(onDay(sql`t.updated_at`, query.updatedAt, timeZone));
  if (query.tags?.length) {
    filters.push(sql`t.id in (select tt.ticket_id from ticket_tags tt
      where tt.company_id = ${companyId} and tt.tag_id = any(${intArray(query.tags)})
      group by tt.ticket_id having count(*) = ${query.tags.length})`);
  }
  return filters;
}

/**
 * The queue selector: the chosen queues (every queue when none is chosen) and, with 'SEM FILA'
 * (withoutQueue), tickets without a queue. Lanes that fix the queue already imply it and leave it out:
 * repeated there, it turns their index range into a bitmap scan of the whole lane.
 */
export function queueSelector({ query }: ListPlan): SQL | null {
  const chosen = query.queueIds ?? [];
  if (chosen.length === 0) return query.withoutQueue ? null : sql`t.queue_id is not null`;
  const inChosen = sql`t.queue_id = any(${intArray(chosen)})`;
  return query.withoutQueue ? sql`(t.queue_id is null or ${inChosen})` : inChosen;
}

const showsAll = ({ viewer, query }: ListPlan) => query.showAll && can(viewer.subject, 'tickets-manager:showall');

/** The caller's queues narrowed by the queue selector. */
function queuesInView({ viewer, query }: ListPlan): number[] {
  if (!query.queueIds?.length) return [...viewer.queueIds];
  const selected = new Set(query.queueIds);
  return viewer.queueIds.filter((id) => selected.has(id));
}

/** The disjoint lanes of one status; each is served by an index whose prefix it fixes. */
export function lanesOf(plan: ListPlan, status: TicketStatus): SQL[] {
  const s = sql`t.status = ${status}`;
  const { withoutQueue } = plan.query;
  if (showsAll(plan)) {
    const selected = plan.query.queueIds ?? [];
    if (selected.length === 0) return [withoutQueue ? s : sql`t.queue_id is not null and ${s}`];
    const queued = selected.map((q) => sql`t.queue_id = ${q} and ${s}`);
    return withoutQueue ? [...queued, sql`t.queue_id is null and ${s}`] : queued;
  }
  const { userId, subject } = plan.viewer;
  const selector = queueSelector(plan);
  const anyQueue = (lane: SQL) => (selector ? sql`${lane} and ${selector}` : lane);
  const lanes: SQL[] = [anyQueue(sql`t.user_id = ${userId} and ${s}`)];
  if (subject.allowGroup) lanes.push(anyQueue(sql`t.is_group and ${s} and t.user_id is distinct from ${userId}`));
  const historic = status === 'closed' && isOn(subject.allHistoric);
  const queueLanes: SQL[] =
    plan.viewer.queueIds.length > 0 ? queuesInView(plan).map((q) => sql`t.queue_id = ${q}`) : [];
  if (isOn(subject.allTicket) && withoutQueue) queueLanes.push(sql`t.queue_id is null`);
  for (const queue of queueLanes) {
    lanes.push(sql`${queue} and ${s} and t.user_id is null and not t.is_group`);
    if (historic) lanes.push(sql`${queue} and ${s} and t.user_id <> ${userId} and not t.is_group`);
  }
  return lanes;
}

/** The caller's scope as one predicate (search, where lanes do not help). */
export function scopePredicate(plan: ListPlan): SQL {
  if (showsAll(plan)) return sql`true`;
  const { userId, subject, queueIds } = plan.viewer;
  const inQueue = queueIds.length > 0 ? sql`t.queue_id = any(${intArray(queueIds)})` : sql`false`;
  const inScope = isOn(subject.allTicket) ? sql`(${inQueue} or t.queue_id is null)` : inQueue;
  const others = isOn(subject.allHistoric) ? sql`(t.user_id is null or t.status = 'closed')` : sql`t.user_id is null`;
  return sql`(t.user_id = ${userId}
    or (t.is_group and ${subject.allowGroup})
    or (not t.is_group and ${inScope} and ${others}))`;
}

export const and = (parts: SQL[]) => sql.join(parts, sql` and `);

/**
 * The caller's list as one predicate: every status asked for, in scope, through the queue selector,
 * with the filters. The same tickets as the lanes, for statements that are not an ordered page (the
 * search's index path, close-all).
 */
export function listScopeWhere(plan: ListPlan): SQL {
  const selector = queueSelector(plan);
  const statuses = statusesOf(plan.query);
  return and([
    ...commonFilters(plan),
    ...(selector ? [selector] : []),
    sql`t.status = any(${`{${statuses.join(',')}}`}::text[])`,
    scopePredicate(plan),
  ]);
}

export interface PageSql {
  /** Rows `id`, `n` (its place in the page, from 1) and `total` (the capped count, on every row: one round trip for both). */
  page: SQL;
  /** The count alone, for a page past the end (no row to carry it). */
  count: SQL;
}

/** Newest first unless asked otherwise, with the id as a tie-break (a stable keyset). */
export function listOrder(query: TicketsListQuery): SQL {
  const direction = query.sortTickets === 'ASC' ? sql.raw('asc') : sql.raw('desc');
  return sql`order by updated_at ${direction}, id ${direction}`;
}

/** Every lane of the statuses asked for, each with the filters every lane shares. */
export function lanesWhere(plan: ListPlan): SQL[] {
  const common = commonFilters(plan);
  return statusesOf(plan.query)
    .flatMap((status) => lanesOf(plan, status))
    .map((lane) => and([...common, lane]));
}

/** A tab's page of ids (one more than asked, for hasMore) with its capped count. */
export function ticketListSql(plan: ListPlan, pageSize: number, countCap: number): PageSql {
  const { query } = plan;
  const order = listOrder(query);
  const offset = (query.pageNumber - 1) * pageSize;
  const reach = offset + pageSize + 1;
  const lanes = lanesWhere(plan);
  const ordered = lanes.map(
    (where) => sql`(select t.id, t.updated_at from tickets t where ${where} ${order} limit ${reach})`,
  );
  const counted = lanes.map((where) => sql`(select 1 from tickets t where ${where} limit ${countCap + 1})`);
  const count = sql`select count(*)::int from (select 1 from (${sql.join(counted, sql` union all `)}) lanes limit ${countCap + 1}) x`;
  return {
    page: sql`select id, row_number() over (${order}) - ${offset} as n, (${count}) as total
      from (${sql.join(ordered, sql` union all `)}) lanes ${order} limit ${pageSize + 1} offset ${offset}`,
    count: sql`${count}`,
  };
}
