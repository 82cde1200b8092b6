import { intlLocaleOf } from '../../../lib/dates';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A support time in minutes (the API's two decimals) as hh:mm:ss; '' when the ticket has none. */
export function formatSupportTime(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return '';
  const seconds = Math.round(minutes * 60);
  const hours = Math.floor(seconds / 3600);
  return `${twoDigits(hours)}:${twoDigits(Math.floor((seconds % 3600) / 60))}:${twoDigits(seconds % 60)}`;
}

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size in the app's language (1,5 MB in pt-BR, 1.5 MB in en), in steps of 1024. */
export function formatBytes(bytes: number, language?: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(intlLocaleOf(language), {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
