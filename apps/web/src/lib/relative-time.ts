import { i18n } from '../i18n';
import { type Instant, intlLocaleOf } from './dates';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

const formatters = new Map<string, Intl.RelativeTimeFormat>();
function formatter(locale: string): Intl.RelativeTimeFormat {
  let cached = formatters.get(locale);
  if (!cached) {
    cached = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formatters.set(locale, cached);
  }
  return cached;
}

/**
 * How long ago an instant was, in the app's language: 'agora' under a minute, then whole
 * minutes, hours and days ('há 5 minutos', '3 hours ago', 'hace 2 días', '1 gün önce').
 * An instant in the future (a clock ahead of ours) reads as now; '' when unreadable.
 */
export function formatRelative(value: Instant, now: Date = new Date(), language: string = i18n.language): string {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000));
  const format = formatter(intlLocaleOf(language));
  for (const [unit, size] of units) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}
