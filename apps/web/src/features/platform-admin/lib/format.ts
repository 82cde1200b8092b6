/** Display helpers of the super-user tables; `language` is i18next's current language (dates: lib/dates). */

export function formatMoney(value: number | string | null | undefined, language: string): string {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '-';
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'BRL' }).format(amount);
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
