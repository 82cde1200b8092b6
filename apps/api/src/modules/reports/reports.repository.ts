import type { ReportFilters } from '@chatdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { contactSearchPatterns } from '../contacts/contacts.repository';
import { dayEnd, dayStart, type InsightScope, inQueueScope, isoTime } from '../dashboard/insight-scope';
import { intArray } from '../tickets/ticket-list-query';

/** A report row as read: instants as stored, and as the company's clock shows them (for the sheet). */
export interface ReportRecord {
  id: number;
  uuid: string;
  whatsappName: string;
  contactName: string;
  userName: string | null;
  queueName: string | null;
  status: string;
  lastMessage: string;
  createdAt: string;
  closedAt: string | null;
  createdLocal: string;
  closedLocal: string | null;
  supportSeconds: string | null;
  NPS: number | null;
  /** The keyset position of the row: created_at in full precision (a JS Date keeps milliseconds only). */
  cursorAt: string;
}

/** The report's filters over the ticket `t`, inside the caller's queues. */
export function reportWhere(scope: InsightScope, filters: ReportFilters): SQL {
  const where: SQL[] = [sql`t.company_id = ${scope.companyId}`, inQueueScope(sql`t.queue_id`, scope)];
  const term = filters.searchParam?.trim();
  if (term) {
    const patterns = contactSearchPatterns(term, { numbers: !scope.hidesNumbers });
    const byId = /^\d{1,9}$/.test(term) ? sql` or t.id = ${Number(term)}` : sql``;
    where.push(sql`(t.contact_id in (select public.tenant_contacts_matching(${patterns}))${byId})`);
  }
  if (filters.contactId) where.push(sql`t.contact_id = ${filters.contactId}`);
  if (filters.whatsappId?.length) where.push(sql`t.whatsapp_id = any(${intArray(filters.whatsappId)})`);
  if (filters.users?.length) where.push(sql`t.user_id = any(${intArray(filters.users)})`);
  if (filters.queueIds?.length) where.push(sql`t.queue_id = any(${intArray(filters.queueIds)})`);
  if (filters.status?.length) where.push(sql`t.status = any(${`{${filters.status.join(',')}}`}::text[])`);
  if (filters.dateFrom) where.push(sql`t.created_at >= ${dayStart(filters.dateFrom, scope.timeZone)}`);
  if (filters.dateTo) where.push(sql`t.created_at < ${dayEnd(filters.dateTo, scope.timeZone)}`);
  if (filters.onlyRated) {
    where.push(sql`exists (select 1 from user_ratings r where r.company_id = t.company_id and r.ticket_id = t.id)`);
  }
  return sql.join(where, sql` and `);
}

const localTime = (column: SQL, timeZone: string) =>
  sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;

/** Report rows of the ticket ids `page` (newest first), each with its latest attendance and rating. */
function rowsOf(scope: InsightScope, page: SQL): SQL {
  return sql`
    select t.id, t.uuid, w.name as "whatsappName", c.name as "contactName", u.name as "userName",
      q.name as "queueName", t.status, t.last_message as "lastMessage", ${isoTime(sql`t.created_at`)} as "createdAt",
      ${isoTime(sql`lt.closed_at`)} as "closedAt", ${localTime(sql`t.created_at`, scope.timeZone)} as "createdLocal",
      ${localTime(sql`lt.closed_at`, scope.timeZone)} as "closedLocal",
      extract(epoch from lt.closed_at - lt.started_at) as "supportSeconds", lr.rate as "NPS",
      t.created_at::text as "cursorAt"
    from (${page}) p
    join tickets t on t.company_id = ${scope.companyId} and t.id = p.id
    join contacts c on c.company_id = t.company_id and c.id = t.contact_id
    join whatsapps w on w.company_id = t.company_id and w.id = t.whatsapp_id
    left join users u on u.company_id = t.company_id and u.id = t.user_id
    left join queues q on q.company_id = t.company_id and q.id = t.queue_id
    left join lateral (
      select tr.started_at, tr.closed_at from ticket_trackings tr
      where tr.company_id = t.company_id and tr.ticket_id = t.id order by tr.id desc limit 1
    ) lt on true
    left join lateral (
      select r.rate from user_ratings r
      where r.company_id = t.company_id and r.ticket_id = t.id order by r.id desc limit 1
    ) lr on true
    order by t.created_at desc, t.id desc`;
}

export async function findReportPage(
  tx: Tx,
  scope: InsightScope,
  filters: ReportFilters,
  page: { limit: number; offset: number },
): Promise<ReportRecord[]> {
  const ids = sql`select t.id from tickets t where ${reportWhere(scope, filters)}
    order by t.created_at desc, t.id desc limit ${page.limit} offset ${page.offset}`;
  return (await tx.execute(rowsOf(scope, ids))).rows as unknown as ReportRecord[];
}

export async function countReportTickets(tx: Tx, scope: InsightScope, filters: ReportFilters): Promise<number> {
  const result = await tx.execute(
    sql`select count(*)::int as total from tickets t where ${reportWhere(scope, filters)}`,
  );
  return (result.rows[0] as { total: number }).total;
}

/** Where the export's keyset walk stands: the last row's cursorAt and id. */
export interface ReportCursor {
  cursorAt: string;
  id: number;
}

/** The next `limit` rows after `after` (a row's cursorAt and id), for the export's keyset walk. */
export async function findReportBatch(
  tx: Tx,
  scope: InsightScope,
  filters: ReportFilters,
  after: ReportCursor | null,
  limit: number,
): Promise<ReportRecord[]> {
  const past = after ? sql` and (t.created_at, t.id) < (${after.cursorAt}::timestamptz, ${after.id})` : sql``;
  const ids = sql`select t.id from tickets t where ${reportWhere(scope, filters)}${past}
    order by t.created_at desc, t.id desc limit ${limit}`;
  return (await tx.execute(rowsOf(scope, ids))).rows as unknown as ReportRecord[];
}
