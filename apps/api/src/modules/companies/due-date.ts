import { type CalendarDate, calendarDate, isCalendarDate, type Recurrence, renewDueDate } from '@chatdesk/contracts';

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const wallClock = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute, part.second);
  return wallClock - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The last millisecond of `day` on the company's calendar: a company due on 10 March may work
 * through 23:59 of 10 March where it is, not until 21:00 because the server runs in UTC.
 */
export function endOfCalendarDay(day: CalendarDate, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallClock = Date.UTC(year, month - 1, date, 23, 59, 59, 999);
  const first = wallClock - zoneOffsetMs(new Date(wallClock), timeZone);
  // Twice, in case the offset at the guess differs from the offset at the answer (DST edges).
  return new Date(wallClock - zoneOffsetMs(new Date(first), timeZone));
}

/** A form's due date: a day (end of that day in the company's zone) or an exact ISO instant. */
export const dueDateFromInput = (value: string, timeZone: string): Date =>
  isCalendarDate(value) ? endOfCalendarDay(value, timeZone) : new Date(value);

/** Without a due date a new company is due one recurrence from today. */
export const firstDueDate = (recurrence: Recurrence, timeZone: string, now = new Date()): Date =>
  endOfCalendarDay(renewDueDate(now, recurrence, timeZone), timeZone);

/** `day` moved by whole calendar days (month and year ends included). */
function addDays(day: CalendarDate, days: number): CalendarDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10) as CalendarDate;
}

/** The end of the day `days` calendar days after today where the company is (a trial's due date). */
export const dueDateInDays = (days: number, timeZone: string, now = new Date()): Date =>
  endOfCalendarDay(addDays(calendarDate(now, timeZone), days), timeZone);
