import { describe, expect, it } from 'vitest';
import { invoiceDisplayLabels, invoiceDisplayStatus } from './invoices';

describe('invoiceDisplayStatus (spec 2 §4)', () => {
  const now = new Date('2025-03-10T15:00:00Z');

  it('shows a paid invoice as Pago whatever its due date', () => {
    expect(invoiceDisplayStatus({ status: 'paid', dueDate: '2020-01-01' }, now)).toBe('paid');
    expect(invoiceDisplayLabels.paid).toBe('Pago');
  });

  it('shows an unpaid invoice due before today as Vencido', () => {
    expect(invoiceDisplayStatus({ status: 'open', dueDate: '2025-03-09T23:00:00-03:00' }, now)).toBe('overdue');
    expect(invoiceDisplayLabels.overdue).toBe('Vencido');
  });

  it('shows an unpaid invoice due today or later as Em Aberto', () => {
    expect(invoiceDisplayStatus({ status: 'open', dueDate: '2025-03-10' }, now)).toBe('open');
    expect(invoiceDisplayStatus({ status: 'open', dueDate: new Date('2025-04-01T00:00:00Z') }, now)).toBe('open');
    expect(invoiceDisplayLabels.open).toBe('Em Aberto');
  });
});
