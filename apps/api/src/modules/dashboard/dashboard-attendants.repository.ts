import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { attendancesIn } from './dashboard-counters.repository';
import type { DashboardPeriod } from './dashboard-period';
import type { InsightScope } from './insight-scope';

/** Every user of the company, by name: the attendant rows' people. */
export async function listCompanyUsers(
  tx: Tx,
  companyId: number,
): Promise<{ userId: number; name: string; online: boolean }[]> {
  const result = await tx.execute(sql`
    select u.id as "userId", u.name, u.online from users u where u.company_id = ${companyId} order by u.name, u.id`);
  return result.rows as { userId: number; name: string; online: boolean }[];
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
