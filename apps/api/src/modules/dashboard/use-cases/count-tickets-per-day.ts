import type { DashboardChartQuery, TicketsDayAnswer } from '@chatdesk/contracts';
import type { DashboardDeps } from '../dashboard.deps';
import { countAttendancesPerSlot } from '../dashboard-attendants.repository';
import { chartPeriod } from '../dashboard-period';
import { asInsightReader, type InsightCaller } from '../insight-scope';

/** GET /dashboard/ticketsDay: attendances per hour of a single day, else per day of the period. */
export function countTicketsPerDay(
  deps: DashboardDeps,
  caller: InsightCaller,
  query: DashboardChartQuery,
): Promise<TicketsDayAnswer> {
  return asInsightReader(deps.db, caller, async (tx, scope) => {
    const period = chartPeriod(query, scope.timeZone, deps.now?.() ?? new Date());
    const hourly = period.from === period.to;
    const slots = await countAttendancesPerSlot(tx, scope, period);
    return {
      data: slots.map(({ slot, total }) => (hourly ? { horario: slot, total } : { data: slot, total })),
      count: slots.reduce((sum, slot) => sum + slot.total, 0),
    };
  });
}
