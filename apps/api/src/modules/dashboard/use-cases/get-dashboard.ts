import type { DashboardAnswer, DashboardAttendant, DashboardCounters, DashboardQuery } from '@chatdesk/contracts';
import type { DashboardDeps } from '../dashboard.deps';
import { listCompanyUsers } from '../dashboard-attendants.repository';
import {
  type CounterRow,
  countAttendances,
  countInitiative,
  countLeads,
  countRatings,
  type RatingCounts,
} from '../dashboard-counters.repository';
import { dashboardPeriod } from '../dashboard-period';
import { asInsightReader, type InsightCaller, minutesOf, twoDecimals } from '../insight-scope';

const percent = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);

function countersOf(
  attendances: CounterRow,
  ratings: RatingCounts,
  leads: number,
  initiative: { active: number; passive: number },
): DashboardCounters {
  const promoters = percent(ratings.promoters, ratings.total);
  const detractors = percent(ratings.detractors, ratings.total);
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
    withoutRating: attendances.finished - attendances.withRating,
    withRating: attendances.withRating,
    percRating: twoDecimals(percent(attendances.withRating, attendances.finished)),
  };
}

const attendantOf = (
  user: { userId: number; name: string; online: boolean },
  attendances: CounterRow | undefined,
  ratings: RatingCounts | undefined,
): DashboardAttendant => ({
  ...user,
  tickets: attendances?.tickets ?? 0,
  avgWaitTime: minutesOf(attendances?.waitSeconds ?? null),
  avgSupportTime: minutesOf(attendances?.supportSeconds ?? null),
  countRating: ratings?.total ?? 0,
  rating: ratings?.mean == null ? 0 : twoDecimals(Number(ratings.mean)),
});

/**
 * GET /dashboard: the period's counters and attendant rows (docs/metrics.md). The attendances and
 * the ratings are each read once, whole and per attendant together.
 */
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
    const attendances = await countAttendances(tx, scope, period);
    const ratings = await countRatings(tx, scope, period);
    const leads = await countLeads(tx, scope, period);
    const initiative = await countInitiative(tx, scope, period);
    const users = await listCompanyUsers(tx, scope.companyId);
    return {
      dateFrom: period.from,
      dateTo: period.to,
      counters: countersOf(attendances.whole, ratings.whole, leads, initiative),
      attendants: users.map((user) =>
        attendantOf(user, attendances.byUser.get(user.userId), ratings.byUser.get(user.userId)),
      ),
    };
  });
}
