import { i18n } from '../../../i18n';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** A row's time: the hour for today, the date otherwise. */
export function rowTime(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return sameDay(date, now)
    ? date.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString(i18n.language, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

export function dateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString(i18n.language);
}
