import type { DashboardChartQuery, TicketsUsersAnswer } from '@chatdesk/contracts';
import type { DashboardDeps } from '../dashboard.deps';
import { countAttendancesPerUser } from '../dashboard-attendants.repository';
import { chartPeriod } from '../dashboard-period';
import { asInsightReader, type InsightCaller } from '../insight-scope';

/** GET /dashboard/ticketsUsers: attendances per attendant, begun from initialDate to finalDate. */
export function countTicketsPerUser(
  deps: DashboardDeps,
  caller: InsightCaller,
  query: DashboardChartQuery,
): Promise<TicketsUsersAnswer> {
  return asInsightReader(deps.db, caller, async (tx, scope) => {
    const period = chartPeriod(query, scope.timeZone, deps.now?.() ?? new Date());
    const data = await countAttendancesPerUser(tx, scope, period);
    return { data, count: data.reduce((sum, row) => sum + row.quantidade, 0) };
  });
}
