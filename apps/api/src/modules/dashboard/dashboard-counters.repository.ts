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
  /** Non-group attendances. */
  tickets: number;
  waitSeconds: string | null;
  supportSeconds: string | null;
  withRating: number;
  waitRating: number;
}

/** A group's row of a `grouping sets ((), (user_id))` read: the whole (userId null) or one user's. */
export interface PerUser<T> {
  whole: T;
  byUser: Map<number, T>;
}

function splitByUser<T>(rows: (T & { whole: boolean; userId: number | null })[], empty: T): PerUser<T> {
  const byUser = new Map<number, T>();
  let whole = empty;
  for (const { whole: isWhole, userId, ...row } of rows) {
    if (isWhole) whole = row as unknown as T;
    else if (userId !== null) byUser.set(userId, row as unknown as T);
  }
  return { whole, byUser };
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

/** The period's attendance counters for the whole scope and per assigned attendant, in one pass. */
export async function countAttendances(
  tx: Tx,
  scope: InsightScope,
  period: DashboardPeriod,
): Promise<PerUser<CounterRow>> {
  const result = await tx.execute(sql`
    select grouping(tr.user_id) = 1 as "whole", tr.user_id as "userId",
      count(*) filter (where not t.is_group and tr.started_at is not null and tr.closed_at is null)::int as "happening",
      count(*) filter (where not t.is_group and tr.started_at is null and tr.closed_at is null)::int as "pending",
      count(*) filter (where not t.is_group and tr.closed_at is not null)::int as "finished",
      count(*) filter (where t.is_group)::int as "groups",
      count(*) filter (where not t.is_group)::int as "tickets",
      avg(extract(epoch from tr.started_at - tr.queued_at))
        filter (where not t.is_group and tr.started_at >= tr.queued_at) as "waitSeconds",
      avg(extract(epoch from tr.closed_at - tr.started_at))
        filter (where not t.is_group and tr.closed_at >= tr.started_at) as "supportSeconds",
      count(*) filter (where not t.is_group and tr.closed_at is not null and tr.rated_at is not null)::int as "withRating",
      count(*) filter (where not t.is_group and tr.closed_at is null and t.status = 'nps')::int as "waitRating"
    from ${attendancesIn(scope, period)}
    group by grouping sets ((), (tr.user_id))`);
  const none: CounterRow = {
    happening: 0,
    pending: 0,
    finished: 0,
    groups: 0,
    tickets: 0,
    waitSeconds: null,
    supportSeconds: null,
    withRating: 0,
    waitRating: 0,
  };
  return splitByUser(result.rows as unknown as (CounterRow & { whole: boolean; userId: number | null })[], none);
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

export interface RatingCounts {
  total: number;
  promoters: number;
  detractors: number;
  /** Mean rate on the NPS scale; null without ratings. */
  mean: string | null;
}

/** The period's ratings on the NPS scale, split into promoters, passives and detractors, whole and per attendant. */
export async function countRatings(
  tx: Tx,
  scope: InsightScope,
  period: DashboardPeriod,
): Promise<PerUser<RatingCounts>> {
  const result = await tx.execute(sql`
    select grouping(r.user_id) = 1 as "whole", r.user_id as "userId", count(*)::int as "total",
           count(*) filter (where r.rate >= ${npsScale.promoterFrom})::int as "promoters",
           count(*) filter (where r.rate <= ${npsScale.detractorUpTo})::int as "detractors",
           avg(r.rate) as "mean"
    from user_ratings r join tickets t on t.company_id = r.company_id and t.id = r.ticket_id
    where r.company_id = ${scope.companyId}
      and ${withinDays(sql`r.created_at`, period.from, period.to, scope.timeZone)}
      and ${inQueueScope(sql`t.queue_id`, scope)}
    group by grouping sets ((), (r.user_id))`);
  const none: RatingCounts = { total: 0, promoters: 0, detractors: 0, mean: null };
  return splitByUser(result.rows as unknown as (RatingCounts & { whole: boolean; userId: number | null })[], none);
}
