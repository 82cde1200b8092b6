import { describe, expect, it } from 'vitest';
import { dueDateFromInput, endOfCalendarDay, firstDueDate } from './due-date';

describe('due dates on the company calendar', () => {
  it('ends a day at 23:59:59.999 where the company is', () => {
    expect(endOfCalendarDay('2025-03-10', 'America/Sao_Paulo').toISOString()).toBe('2025-03-11T02:59:59.999Z');
    expect(endOfCalendarDay('2025-03-10', 'UTC').toISOString()).toBe('2025-03-10T23:59:59.999Z');
    expect(endOfCalendarDay('2025-07-01', 'Asia/Tokyo').toISOString()).toBe('2025-07-01T14:59:59.999Z');
  });

  it('follows daylight saving time', () => {
    // New York is UTC-4 in July and UTC-5 in January.
    expect(endOfCalendarDay('2025-07-04', 'America/New_York').toISOString()).toBe('2025-07-05T03:59:59.999Z');
    expect(endOfCalendarDay('2025-01-04', 'America/New_York').toISOString()).toBe('2025-01-05T04:59:59.999Z');
  });

  it('takes a day or an exact instant from a form', () => {
    expect(dueDateFromInput('2025-03-10', 'UTC').toISOString()).toBe('2025-03-10T23:59:59.999Z');
    expect(dueDateFromInput('2025-03-10T12:00:00Z', 'UTC').toISOString()).toBe('2025-03-10T12:00:00.000Z');
  });

  it('makes a new company due one recurrence ahead', () => {
    const now = new Date('2025-01-31T15:00:00Z');
    expect(firstDueDate('MENSAL', 'UTC', now).toISOString()).toBe('2025-02-28T23:59:59.999Z');
    expect(firstDueDate('SEMESTRAL', 'UTC', now).toISOString()).toBe('2025-07-31T23:59:59.999Z');
  });
});
