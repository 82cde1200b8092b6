import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { attendancesIn } from './dashboard-counters.repository';
import type { DashboardPeriod } from './dashboard-period';
import { type InsightScope, inQueueScope, withinDays } from './insight-scope';

export interface AttendantRow {
  userId: number;
  name: string;
  online: boolean;
  tickets: number;
  waitSeconds: string | null;
  supportSeconds: string | null;
  countRating: number;
  rating: string | null;
}

/** Every user of the company with their non-group attendances and ratings of the period, by name. */
export async function listAttendantRows(tx: Tx, scope: InsightScope, period: DashboardPeriod): Promise<AttendantRow[]> {
  const result = await tx.execute(sql`
    select u.id as "userId", u.name, u.online,
      coalesce(a.tickets, 0)::int as "tickets", a.wait as "waitSeconds", a.support as "supportSeconds",
      coalesce(r.count, 0)::int as "countRating", r.rating
    from users u
    left join (
      select tr.user_id, count(*) as tickets,
        avg(extract(epoch from tr.started_at - tr.queued_at)) filter (where tr.started_at >= tr.queued_at) as wait,
        avg(extract(epoch from tr.closed_at - tr.started_at)) filter (where tr.closed_at >= tr.started_at) as support
      from ${attendancesIn(scope, period)} and not t.is_group and tr.user_id is not null
      group by tr.user_id
    ) a on a.user_id = u.id
    left join (
      select r.user_id, count(*) as count, avg(r.rate) as rating
      from user_ratings r join tickets t on t.company_id = r.company_id and t.id = r.ticket_id
      where r.company_id = ${scope.companyId} and r.user_id is not null
        and ${withinDays(sql`r.created_at`, period.from, period.to, scope.timeZone)}
        and ${inQueueScope(sql`t.queue_id`, scope)}
      group by r.user_id
    ) r on r.user_id = u.id
    where u.company_id = ${scope.companyId}
    order by u.name, u.id`);
  return result.rows as unknown as AttendantRow[];
}

/** Non-group attendances of the period per attendant, most first (ties by name). */
export async function countAttendancesPerUser(
  tx: Tx,
  scope: InsightScope,
  period: DashboardPeriod,
): Promise<{ userId: number; nome: string; quantidade: number }[]> {
  const result = await tx.execute(sql`
    select u.id as "userId", u.name as "nome", a.quantidade
    from (
      select tr.user_id, count(*)::int as quantidade
      from ${attendancesIn(scope, period)} and not t.is_group and tr.user_id is not null
      group by tr.user_id
    ) a join users u on u.company_id = ${scope.companyId} and u.id = a.user_id
    order by a.quantidade desc, u.name, u.id`);
  return result.rows as { userId: number; nome: string; quantidade: number }[];
}

/**
 * Non-group attendances of the period per hour of the company's clock (a single day) or per day,
 * every hour or day listed, empty ones with 0.
 */
export async function countAttendancesPerSlot(
  tx: Tx,
  scope: InsightScope,
  period: DashboardPeriod,
): Promise<{ slot: string; total: number }[]> {
  const local = sql`(tr.created_at at time zone ${scope.timeZone})`;
  const hourly = period.from === period.to;
  const slotOf = hourly ? sql`to_char(${local}, 'HH24')` : sql`to_char(${local}, 'YYYY-MM-DD')`;
  const slots = hourly
    ? sql`select to_char(h, 'FM00') as slot from generate_series(0, 23) h`
    : sql`select to_char(d, 'YYYY-MM-DD') as slot
          from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') d`;
  const result = await tx.execute(sql`
    select s.slot, coalesce(c.total, 0)::int as total
    from (${slots}) s
    left join (
      select ${slotOf} as slot, count(*) as total
      from ${attendancesIn(scope, period)} and not t.is_group
      group by 1
    ) c on c.slot = s.slot
    order by s.slot`);
  return result.rows as { slot: string; total: number }[];
}
