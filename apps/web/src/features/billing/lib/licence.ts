import { calendarDate, daysBetween } from '@chatdesk/contracts';

/**
 * Calendar days from today to the licence's due day, both on the company's calendar: negative once
 * the licence has expired, 0 on the due day. null when the company has no readable due date.
 */
export function licenceDaysLeft(dueDate: string | null | undefined, now: Date, timeZone?: string): number | null {
  if (!dueDate || Number.isNaN(new Date(dueDate).getTime())) return null;
  return daysBetween(calendarDate(now, timeZone), calendarDate(dueDate, timeZone));
}
