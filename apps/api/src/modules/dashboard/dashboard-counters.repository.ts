import { npsScale } from '@chatdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import type { DashboardPeriod } from './dashboard-period';
import { type InsightScope, inQueueScope, withinDays } from './insight-scope';

/** What the counters are made of, as PostgreSQL counts them (docs/metrics.md defines each). */
export interface CounterRow {
  happening: number;
  pending: number;
  finished: number;
  groups: number;
  waitSeconds: string | null;
  supportSeconds: string | null;
  withRating: number;
  waitRating: number;
}

/**
 * The attendances (tracking rows) begun in the period, each with its ticket: `tr` and `t`. Attendances
 * of tickets outside the caller's queues are left out.
 */
export const attendancesIn = (scope: InsightScope, period: DashboardPeriod): SQL => sql`
  ticket_trackings tr join tickets t on t.company_id = tr.company_id and t.id = tr.ticket_id
  where tr.company_id = ${scope.companyId}
    and ${withinDays(sql`tr.created_at`, period.from, period.to, scope.timeZone)}
    and ${inQueueScope(sql`t.queue_id`, scope)}`;

export async function countAttendances(tx: Tx, scope: InsightScope, period: DashboardPeriod): Promise<CounterRow> {
  const result = await tx.execute(sql`
    select
      count(*) filter (where not t.is_group and tr.started_at is not null and tr.closed_at is null)::int as "happening",
      count(*) filter (where not t.is_group and tr.started_at is null and tr.closed_at is null)::int as "pending",
      count(*) filter (where not t.is_group and tr.closed_at is not null)::int as "finished",
      count(*) filter (where t.is_group)::int as "groups",
      avg(extract(epoch from tr.started_at - tr.queued_at))
        filter (where not t.is_group and tr.started_at >= tr.queued_at) as "waitSeconds",
      avg(extract(epoch from tr.closed_at - tr.started_at))
        filter (where not t.is_group and tr.closed_at >= tr.started_at) as "supportSeconds",
      count(*) filter (where not t.is_group and tr.closed_at is not null and tr.rated_at is not null)::int as "withRating",
      count(*) filter (where not t.is_group and tr.closed_at is null and t.status = 'nps')::int as "waitRating"
    from ${attendancesIn(scope, period)}`);
  return result.rows[0] as unknown as CounterRow;
}

/** New contacts (not groups) of the company in the period. Contacts have no queue: every caller counts all. */
export async function countLeads(tx: Tx, scope: InsightScope, period: DashboardPeriod): Promise<number> {
  const result = await tx.execute(sql`
    select count(*)::int as "leads" from contacts c
    where c.company_id = ${scope.companyId} and not c.is_group
      and ${withinDays(sql`c.created_at`, period.from, period.to, scope.timeZone)}`);
  return (result.rows[0] as { leads: number }).leads;
}

/**
 * Non-group tickets created in the period by who wrote first: the company (active) or the contact
 * (passive), private notes aside (`opened_by_company`, noted with the first message). A ticket
 * without messages is neither.
 */
export async function countInitiative(
  tx: Tx,
  scope: InsightScope,
  period: DashboardPeriod,
): Promise<{ active: number; passive: number }> {
  const result = await tx.execute(sql`
    select count(*) filter (where t.opened_by_company)::int as "active",
           count(*) filter (where not t.opened_by_company)::int as "passive"
    from tickets t
    where t.company_id = ${scope.companyId} and not t.is_group
      and ${withinDays(sql`t.created_at`, period.from, period.to, scope.timeZone)}
      and ${inQueueScope(sql`t.queue_id`, scope)}`);
  return result.rows[0] as { active: number; passive: number };
}

/** The period's ratings on the NPS scale, split into promoters, passives and detractors. */
export async function countRatings(
  tx: Tx,
  scope: InsightScope,
  period: DashboardPeriod,
): Promise<{ total: number; promoters: number; detractors: number }> {
  const result = await tx.execute(sql`
    select count(*)::int as "total",
           count(*) filter (where r.rate >= ${npsScale.promoterFrom})::int as "promoters",
           count(*) filter (where r.rate <= ${npsScale.detractorUpTo})::int as "detractors"
    from user_ratings r join tickets t on t.company_id = r.company_id and t.id = r.ticket_id
    where r.company_id = ${scope.companyId}
      and ${withinDays(sql`r.created_at`, period.from, period.to, scope.timeZone)}
      and ${inQueueScope(sql`t.queue_id`, scope)}`);
  return result.rows[0] as { total: number; promoters: number; detractors: number };
}
