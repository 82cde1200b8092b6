import { formatDate, formatDateTime, formatTime } from '../../../lib/dates';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** A row's time: the hour for today, the date otherwise. */
export function rowTime(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return sameDay(date, now) ? formatTime(date) : formatDate(date);
}

export function dateTime(value: string): string {
  return formatDateTime(value);
}
