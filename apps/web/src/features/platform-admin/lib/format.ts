/** Display helpers of the super-user tables; `language` is i18next's current language. */

export function formatMoney(value: number | string | null | undefined, language: string): string {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '-';
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'BRL' }).format(amount);
}

/** A 'YYYY-MM-DD' day is shown as that day, never shifted by the browser's time zone. */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '-';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(day.getTime())) return '-';
  const timeZone = /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : undefined;
  return day.toLocaleDateString(language, { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
}

export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '-';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '-';
  return instant.toLocaleString(language, {
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}

const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Folder sizes in bytes, shown as 1.5 MB. */
export function formatBytes(bytes: number | null | undefined, language: string): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '-';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
