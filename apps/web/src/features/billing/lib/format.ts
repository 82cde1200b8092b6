/** Money of the invoices: a decimal string in BRL ('149.00'). */
export function formatMoney(value: string | number, language: string): string {
  const amount = Number(value);
  if (!Number.isFinite(amount)) return '-';
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'BRL' }).format(amount);
}

export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '-';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '-';
  return instant.toLocaleDateString(language, { day: '2-digit', month: '2-digit', year: 'numeric' });
}
