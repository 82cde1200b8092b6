import { describe, expect, it } from 'vitest';
import { renewedDueDate } from './renewal';

const at = (iso: string) => new Date(iso);

describe('renewedDueDate', () => {
  it('adds the recurrence to the current due day when paid early, clamping to the month’s last day', () => {
    const saoPaulo = 'America/Sao_Paulo';
    expect(renewedDueDate(at('2026-01-31T23:59:59.999-03:00'), 'MENSAL', saoPaulo, at('2026-01-25T12:00Z')).day).toBe(
      '2026-02-28',
    );
    expect(renewedDueDate(at('2028-01-31T23:59:59.999-03:00'), 'MENSAL', saoPaulo, at('2028-01-25T12:00Z')).day).toBe(
      '2028-02-29',
    );
    expect(
      renewedDueDate(at('2026-08-31T23:59:59.999-03:00'), 'SEMESTRAL', saoPaulo, at('2026-08-20T12:00Z')).day,
    ).toBe('2027-02-28');
    expect(renewedDueDate(at('2026-12-15T23:59:59.999-03:00'), 'ANUAL', saoPaulo, at('2026-12-01T12:00Z')).day).toBe(
      '2027-12-15',
    );
  });

  it('counts from today when paid after the due day, or without one', () => {
    const zone = 'America/Sao_Paulo';
    expect(renewedDueDate(at('2026-01-10T23:59:59.999-03:00'), 'MENSAL', zone, at('2026-03-31T15:00Z')).day).toBe(
      '2026-04-30',
    );
    expect(renewedDueDate(null, 'BIMESTRAL', zone, at('2026-03-31T15:00Z')).day).toBe('2026-05-31');
  });

  it('ends the new due day at 23:59:59.999 where the company is', () => {
    const { dueDate } = renewedDueDate(null, 'MENSAL', 'America/Sao_Paulo', at('2026-03-10T12:00Z'));
    expect(dueDate.toISOString()).toBe('2026-04-11T02:59:59.999Z');
    expect(renewedDueDate(null, 'MENSAL', 'Asia/Tokyo', at('2026-03-10T12:00Z')).dueDate.toISOString()).toBe(
      '2026-04-10T14:59:59.999Z',
    );
  });

  it('reads today on each company’s calendar: one instant near midnight UTC is two days', () => {
    // 31 January 23:30 UTC: 1 February 08:30 in Tokyo, 31 January 20:30 in São Paulo; both overdue.
    const paidAt = at('2026-01-31T23:30:00Z');
    const due = at('2026-01-20T00:00:00Z');
    expect(renewedDueDate(due, 'MENSAL', 'Asia/Tokyo', paidAt).day).toBe('2026-03-01');
    expect(renewedDueDate(due, 'MENSAL', 'America/Sao_Paulo', paidAt).day).toBe('2026-02-28');
  });
});
