/** Money of the invoices: a decimal string in BRL ('149.00'). */
export function formatMoney(value: string | number, language: string): string {
  const amount = Number(value);
  if (!Number.isFinite(amount)) return '-';
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'BRL' }).format(amount);
}
