import type { CalendarDate, WeekdayEn } from '@chatdesk/contracts';
import type { ScheduleEntry } from '../../db/schema/schedule-entries';

/** Where an instant falls on a company's clock: its weekday, its time of day (HH:MM) and its calendar day. */
export interface CompanyClock {
  weekday: WeekdayEn;
  time: string;
  day: CalendarDate;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function companyClock(now: Date, timeZone: string): CompanyClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    weekday: String(parts.weekday).toLowerCase() as WeekdayEn,
    time: `${parts.hour}:${parts.minute}`,
    day: `${parts.year}-${parts.month}-${parts.day}` as CalendarDate,
  };
}

/** Whether `time` lies in the shift [start, end); a shift ending before it starts runs past midnight. */
function inShift(time: string, start: string, end: string): boolean {
  if (start === '' || end === '') return false;
  return start < end ? start <= time && time < end : time >= start || time < end;
}

/**
 * Whether the clock is within a week's opening hours (spec 2 §3 schedule entries, two shifts a
 * day). No entries at all means no hours were set: always open. A weekday missing from a week
 * that has entries, or with both shifts blank, is closed all day.
 */
export function withinSchedule(entries: readonly ScheduleEntry[], clock: CompanyClock): boolean {
  if (entries.length === 0) return true;
  const today = entries.find((entry) => entry.weekdayEn === clock.weekday);
  if (!today) return false;
  return inShift(clock.time, today.startTimeA, today.endTimeA) || inShift(clock.time, today.startTimeB, today.endTimeB);
}

/** A connection's collective vacation: its message set and the day within [start, end], both inclusive. */
export function onCollectiveVacation(
  connection: {
    collectiveVacationStart: string | null;
    collectiveVacationEnd: string | null;
    collectiveVacationMessage: string;
  },
  day: CalendarDate,
): boolean {
  const { collectiveVacationStart: start, collectiveVacationEnd: end } = connection;
  if (!start || !end || !connection.collectiveVacationMessage.trim()) return false;
  return start <= day && day <= end;
}
