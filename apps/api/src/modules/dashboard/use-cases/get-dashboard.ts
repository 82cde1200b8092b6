import type { DashboardAnswer, DashboardCounters, DashboardQuery } from '@chatdesk/contracts';
import type { Tx } from '../../../platform/db/database';
import type { DashboardDeps } from '../dashboard.deps';
import { listAttendantRows } from '../dashboard-attendants.repository';
import { countAttendances, countInitiative, countLeads, countRatings } from '../dashboard-counters.repository';
import { type DashboardPeriod, dashboardPeriod } from '../dashboard-period';
import { asInsightReader, type InsightCaller, type InsightScope, minutesOf, twoDecimals } from '../insight-scope';

const percent = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);

async function countersOf(tx: Tx, scope: InsightScope, period: DashboardPeriod): Promise<DashboardCounters> {
  const attendances = await countAttendances(tx, scope, period);
  const leads = await countLeads(tx, scope, period);
  const initiative = await countInitiative(tx, scope, period);
  const ratings = await countRatings(tx, scope, period);
  const promoters = percent(ratings.promoters, ratings.total);
  const detractors = percent(ratings.detractors, ratings.total);
  const withoutRating = attendances.finished - attendances.withRating;
  return {
    supportHappening: attendances.happening,
    supportPending: attendances.pending,
    supportFinished: attendances.finished,
    supportGroups: attendances.groups,
    leads,
    avgSupportTime: minutesOf(attendances.supportSeconds),
    avgWaitTime: minutesOf(attendances.waitSeconds),
    activeTickets: initiative.active,
    passiveTickets: initiative.passive,
    npsScore: Math.round(promoters - detractors),
    npsPromotersPerc: twoDecimals(promoters),
    npsDetractorsPerc: twoDecimals(detractors),
    npsPassivePerc: twoDecimals(percent(ratings.total - ratings.promoters - ratings.detractors, ratings.total)),
    tickets: attendances.happening + attendances.pending + attendances.finished,
    waitRating: attendances.waitRating,
    withoutRating,
    withRating: attendances.withRating,
    percRating: twoDecimals(percent(attendances.withRating, attendances.finished)),
  };
}

/** GET /dashboard: the period's counters and attendant rows (docs/metrics.md). */
export function getDashboard(
  deps: DashboardDeps,
  caller: InsightCaller,
  query: DashboardQuery,
): Promise<DashboardAnswer> {
  return asInsightReader(deps.db, caller, async (tx, scope) => {
    const period = dashboardPeriod(
      { days: query.days, dateFrom: query.date_from, dateTo: query.date_to },
      scope.timeZone,
      deps.now?.() ?? new Date(),
    );
    const counters = await countersOf(tx, scope, period);
    const attendants = (await listAttendantRows(tx, scope, period)).map((row) => ({
      userId: row.userId,
      name: row.name,
      online: row.online,
      tickets: row.tickets,
      countRating: row.countRating,
      rating: row.rating === null ? 0 : twoDecimals(Number(row.rating)),
      avgWaitTime: minutesOf(row.waitSeconds),
      avgSupportTime: minutesOf(row.supportSeconds),
    }));
    return { dateFrom: period.from, dateTo: period.to, counters, attendants };
  });
}
