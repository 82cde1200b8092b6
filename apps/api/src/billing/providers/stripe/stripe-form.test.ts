import { describe, expect, it } from 'vitest';
import { stripeForm, toCents } from './stripe-form';

describe('Stripe form encoding', () => {
  it('names nested objects and arrays with brackets and leaves out empty values', () => {
    const form = stripeForm({
      mode: 'payment',
      line_items: [{ price_data: { unit_amount: 14800 }, quantity: 1 }],
      metadata: { invoiceId: 12 },
      customer_email: undefined,
      locale: null,
    });
    expect([...form]).toEqual([
      ['mode', 'payment'],
      ['line_items[0][price_data][unit_amount]', '14800'],
      ['line_items[0][quantity]', '1'],
      ['metadata[invoiceId]', '12'],
    ]);
  });

  it('turns decimal amounts into cents without floating-point drift', () => {
    expect(toCents('148.00')).toBe(14800);
    expect(toCents('0.29')).toBe(29);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('1005')).toBe(100500);
    expect(() => toCents('1,00')).toThrow();
  });
});
