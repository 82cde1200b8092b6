import { type CalendarDate, calendarDate, dashboardMaxDays } from '@chatdesk/contracts';

const dayMs = 86_400_000;

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): CalendarDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) + days * dayMs).toISOString().slice(0, 10) as CalendarDate;
}

/** The days a dashboard request covers, on the company's calendar. */
export interface DashboardPeriod {
  from: CalendarDate;
  to: CalendarDate;
}

/** At most dashboardMaxDays days, ending at `to` (a start alone, far back, asks for years up to today). */
function clamped(from: CalendarDate, to: CalendarDate): DashboardPeriod {
  const earliest = addDays(to, 1 - dashboardMaxDays);
  return { from: from < earliest ? earliest : from, to };
}

/** Used when a request names no period: the last 30 days. */
export const defaultDashboardDays = 30;

/**
 * `days` counts back from today (today included); else date_from to date_to, a missing end being
 * today and a missing start the 30 days up to the end.
 */
export function dashboardPeriod(
  query: { days?: number; dateFrom?: string; dateTo?: string },
  timeZone: string,
  now: Date,
): DashboardPeriod {
  const today = calendarDate(now, timeZone);
  if (query.days) return { from: addDays(today, 1 - query.days), to: today };
  const to = (query.dateTo ?? today) as CalendarDate;
  return clamped((query.dateFrom ?? addDays(to, 1 - defaultDashboardDays)) as CalendarDate, to);
}

/** The charts' period: initialDate to finalDate, each defaulting to today. */
export function chartPeriod(
  query: { initialDate?: string; finalDate?: string },
  timeZone: string,
  now: Date,
): DashboardPeriod {
  const to = (query.finalDate ?? calendarDate(now, timeZone)) as CalendarDate;
  const from = (query.initialDate ?? to) as CalendarDate;
  return from <= to ? clamped(from, to) : { from, to: from };
}
