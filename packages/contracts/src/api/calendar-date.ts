/**
 * Calendar dates ('YYYY-MM-DD') as a company sees them. Due dates are instants on the server;
 * renewal, row tints and invoice states are about the day on the company's calendar, so every
 * helper takes the time zone (default: the platform's, America/Sao_Paulo).
 */
export const defaultCompanyTimeZone = 'America/Sao_Paulo';

export type CalendarDate = `${number}-${number}-${number}`;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export const isCalendarDate = (value: string): value is CalendarDate => {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** The day `value` falls on in `timeZone`. A 'YYYY-MM-DD' string is already a day and is returned as is. */
export function calendarDate(value: Date | string, timeZone = defaultCompanyTimeZone): CalendarDate {
  if (typeof value === 'string' && isCalendarDate(value)) return value;
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}` as CalendarDate;
}

const toUtcDay = (day: CalendarDate) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
};

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number =>
  Math.round((toUtcDay(to) - toUtcDay(from)) / dayMs);

/** Adds calendar months; a day missing in the target month clamps to its last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(day: CalendarDate, months: number): CalendarDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const targetMonth = month - 1 + months;
  const lastDay = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  const result = new Date(Date.UTC(year, targetMonth, Math.min(date, lastDay)));
  return result.toISOString().slice(0, 10) as CalendarDate;
}
