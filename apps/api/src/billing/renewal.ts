import {
  addMonths,
  type CalendarDate,
  calendarDate,
  daysBetween,
  type Recurrence,
  recurrenceMonths,
} from '@chatdesk/contracts';
import { endOfCalendarDay } from '../modules/companies/due-date';

/**
 * The due date a confirmed payment gives a company: one recurrence after the later of today and
 * its current due day, both on the company's calendar, ending at 23:59:59.999 of that day where
 * the company is. Paying early keeps the paid-for days; paying late starts from today. A day
 * missing in the target month clamps (31 Jan + 1 month = 28 or 29 Feb).
 */
export function renewedDueDate(
  current: Date | null,
  recurrence: Recurrence,
  timeZone: string,
  now: Date,
): { day: CalendarDate; dueDate: Date } {
  const today = calendarDate(now, timeZone);
  const currentDay = current ? calendarDate(current, timeZone) : today;
  const from = daysBetween(today, currentDay) > 0 ? currentDay : today;
  const day = addMonths(from, recurrenceMonths[recurrence]);
  return { day, dueDate: endOfCalendarDay(day, timeZone) };
}
