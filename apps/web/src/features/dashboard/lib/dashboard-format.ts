import type { TFunction } from 'i18next';
import { intlLocaleOf } from '../../../lib/dates';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = intlLocaleOf(language);
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = numberFormats.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, cached);
  }
  return cached;
}

/** A count in the language's convention (1.234 in pt-BR, 1,234 in en). */
export const formatCount = (value: number, language: string) => numberFormat(language, {}).format(value);

/** A 0–100 percentage with at most one decimal, as the language writes it (45,5% in pt-BR, %45,5 in tr). */
export const formatPercent = (value: number, language: string) =>
  numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

/** A mean rating with two decimals at most (8,5 in pt-BR). */
export const formatRating = (value: number, language: string) =>
  numberFormat(language, { maximumFractionDigits: 2 }).format(value);

/** Minutes (the API's unit for times) as hours and whole minutes: 65.4 -> '1h 05min'. */
export function formatDuration(minutes: number, t: TFunction, language: string): string {
  const total = Math.max(0, Math.round(minutes));
  return t('dashboard.duration', {
    hours: formatCount(Math.floor(total / 60), language),
    minutes: String(total % 60).padStart(2, '0'),
  });
}

const dayLabels = new Map<string, Intl.DateTimeFormat>();

/** A chart's day label ('YYYY-MM-DD' -> 06/05 in pt-BR, 06.05 in tr); an hour bucket ('09') -> 09:00. */
export function formatSlot(slot: { data?: string; horario?: string }, language: string): string {
  if (slot.horario !== undefined) return `${slot.horario}:00`;
  const locale = intlLocaleOf(language);
  let format = dayLabels.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
    dayLabels.set(locale, format);
  }
  return slot.data ? format.format(new Date(`${slot.data}T12:00:00Z`)) : '';
}
