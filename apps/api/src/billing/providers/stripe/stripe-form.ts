/**
 * Stripe's form encoding of nested parameters: `line_items[0][price_data][currency]=brl`,
 * `metadata[invoiceId]=12`. Undefined and null values are left out.
 */
export function stripeForm(params: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  const add = (name: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    // An array's entries are its indexes: `line_items[0]`.
    if (typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) add(name ? `${name}[${key}]` : key, item);
    } else form.append(name, String(value));
  };
  add('', params);
  return form;
}

/** Billing's decimal amount ('148.00') in cents, without floating-point rounding. */
export function toCents(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new Error(`not a decimal amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
