import { dashboardMaxDays, daysBetween, isCalendarDate } from '@chatdesk/contracts';

/** What the dashboard reads: the last `days` days, or a pair of days of the company's calendar. */
export type DashboardFilter = { days: number } | { dateFrom: string; dateTo: string };

/** The page opens on the last 30 days. */
export const defaultDashboardFilter: DashboardFilter = { days: 30 };

/**
 * The filter the panel's two fields make, or null when they make none (spec 1 §5 'Parametrize o
 * filtro'): both whole days, the start not after the end, at most {@link dashboardMaxDays} days.
 */
export function filterOfRange(startDate: string, endDate: string): DashboardFilter | null {
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate)) return null;
  const span = daysBetween(startDate, endDate);
  return span >= 0 && span < dashboardMaxDays ? { dateFrom: startDate, dateTo: endDate } : null;
}

/** GET /dashboard's query string for a filter. */
export const dashboardQueryOf = (filter: DashboardFilter) =>
  'days' in filter ? { days: filter.days } : { date_from: filter.dateFrom, date_to: filter.dateTo };
