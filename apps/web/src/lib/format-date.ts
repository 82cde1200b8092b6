import { i18n } from '../i18n';

/** A date as the current language writes it (dd/mm/yyyy in pt-BR); null when absent or unreadable. */
export function formatDate(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(i18n.language);
}
