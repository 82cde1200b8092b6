import type { View } from 'react-big-calendar';
import { instantOfWallClock } from '../../../lib/zoned-time';

const dayMs = 86_400_000;
/** react-big-calendar's agenda shows 30 days from the chosen date. */
const agendaDays = 30;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * dayMs);

/**
 * The instants a view of `date` (a company wall-clock date) can show, with a week's margin on
 * either side so the month grid's leading and trailing days and any week start are covered.
 */
export function visibleRange(view: View, date: Date, timeZone: string): { from: string; to: string } {
  const day = startOfDay(date);
  let start: Date;
  let end: Date;
  if (view === 'month') {
    start = addDays(new Date(day.getFullYear(), day.getMonth(), 1), -7);
    end = addDays(new Date(day.getFullYear(), day.getMonth() + 1, 1), 7);
  } else if (view === 'agenda') {
    start = day;
    end = addDays(day, agendaDays + 1);
  } else {
    start = addDays(day, -7);
    end = addDays(day, 8);
  }
  return {
    from: instantOfWallClock(start, timeZone).toISOString(),
    to: instantOfWallClock(end, timeZone).toISOString(),
  };
}
