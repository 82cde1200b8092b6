import { type CalendarDate, calendarDate, isCalendarDate } from '@chatdesk/contracts';
import { i18n } from '../i18n';

/**
 * Every date and time the app shows, written in the app's language (i18next's, never the
 * browser's): pt-BR, es and en day first (dd/MM/yyyy; en as in en-GB), tr with dots
 * (dd.MM.yyyy); hours always on the 24-hour clock (18:27). Two kinds of value:
 * - an instant (ISO timestamp, Date, epoch ms): shown in the browser's time zone, or in `timeZone`;
 * - a calendar day ('YYYY-MM-DD', e.g. a due date): shown as that day whatever the browser's zone.
 * A due date is an instant on the server (the end of the day on the company's calendar): show it
 * with `formatDueDate`, which takes the day on the company's calendar first.
 */
export type Instant = string | number | Date;

export interface FormatOptions {
  /** An app language ('pt-BR', 'en', 'es', 'tr'); defaults to i18next's current one. */
  language?: string;
  /** IANA zone of an instant; defaults to the browser's. Ignored for calendar days. */
  timeZone?: string;
  /** Two-digit year (dd/MM/yy), as the connections table shows it. */
  shortYear?: boolean;
}

/** The Intl locale that writes each app language's convention. */
const intlLocales: Record<string, string> = { pt: 'pt-BR', en: 'en-GB', es: 'es-ES', tr: 'tr-TR' };

export function intlLocaleOf(language: string = i18n.language): string {
  return intlLocales[language.slice(0, 2).toLowerCase()] ?? 'pt-BR';
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

function instantOf(value: Instant): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Noon UTC of a calendar day: formatted in UTC it is that day in every browser zone. */
const noonUtcOf = (day: CalendarDate) => new Date(`${day}T12:00:00Z`);

/** dd/MM/yyyy (dd.MM.yyyy in tr) of an instant or a calendar day; '' when absent or unreadable. */
export function formatDate(value: Instant | null | undefined, options: FormatOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const isDay = typeof value === 'string' && isCalendarDate(value);
  const date = isDay ? noonUtcOf(value) : instantOf(value);
  if (!date) return '';
  return formatter(intlLocaleOf(options.language), {
    day: '2-digit',
    month: '2-digit',
    year: options.shortYear ? '2-digit' : 'numeric',
    timeZone: isDay ? 'UTC' : options.timeZone,
  }).format(date);
}

/** HH:mm of an instant, on the 24-hour clock in every language; '' when unreadable. */
export function formatTime(value: Instant | null | undefined, options: FormatOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const date = instantOf(value);
  if (!date) return '';
  return formatter(intlLocaleOf(options.language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: options.timeZone,
  }).format(date);
}

/** 'dd/MM/yyyy HH:mm' of an instant (the same day and clock as formatDate and formatTime). */
export function formatDateTime(value: Instant | null | undefined, options: FormatOptions = {}): string {
  const day = formatDate(value, options);
  return day ? `${day} ${formatTime(value, options)}` : '';
}

/** The day a due date falls on in the company's zone, as formatDate writes it; '' when absent. */
export function formatDueDate(
  dueDate: string | null | undefined,
  companyTimeZone: string | undefined,
  options: Omit<FormatOptions, 'timeZone'> = {},
): string {
  if (!dueDate || !instantOf(dueDate)) return '';
  return formatDate(calendarDate(dueDate, companyTimeZone), options);
}

/** How a calendar day is typed in a language: the order of its parts and their separator. */
export interface DatePattern {
  order: ('day' | 'month' | 'year')[];
  separator: string;
}

/** Read from Intl, so that typing a date follows the same convention as showing one. */
export function datePatternOf(language: string = i18n.language): DatePattern {
  const parts = formatter(intlLocaleOf(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2001, 10, 22)));
  const order = parts
    .map((part) => part.type)
    .filter((type): type is DatePattern['order'][number] => type === 'day' || type === 'month' || type === 'year');
  return { order, separator: parts.find((part) => part.type === 'literal')?.value ?? '/' };
}

const digitsOf: Record<DatePattern['order'][number], number> = { day: 2, month: 2, year: 4 };

/** The digits typed so far, with the language's separators put in (22112001 -> 22/11/2001). */
export function maskDateInput(text: string, language: string = i18n.language): string {
  const { order, separator } = datePatternOf(language);
  let digits = text.replace(/\D/g, '').slice(0, 8);
  const pieces: string[] = [];
  for (const part of order) {
    if (!digits) break;
    pieces.push(digits.slice(0, digitsOf[part]));
    digits = digits.slice(digitsOf[part]);
  }
  return pieces.join(separator);
}

/** A typed date ('22/11/2001', '22.11.2001') as a calendar day; null when incomplete or impossible. */
export function parseDateInput(text: string, language: string = i18n.language): CalendarDate | null {
  const { order } = datePatternOf(language);
  const values = text.trim().split(/\D+/);
  if (values.length !== 3 || values.some((value, index) => value.length !== digitsOf[order[index] ?? 'day'])) {
    return null;
  }
  const part = (name: DatePattern['order'][number]) => values[order.indexOf(name)] ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  return isCalendarDate(day) ? day : null;
}

/** 'HH:mm' as typed, with the colon put in (0830 -> 08:30); work hours are 24-hour in every language. */
export function maskTimeInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}
