import { describe, expect, it } from 'vitest';
import { dueDateFromInput, dueDateInDays, endOfCalendarDay, firstDueDate } from './due-date';

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

  it('counts days ahead on the company calendar, ending at the end of the last one', () => {
    // 23:30 on 9 March in São Paulo (02:30 UTC on the 10th): three days later is the 12th there.
    const beforeMidnight = new Date('2026-03-10T02:30:00Z');
    expect(dueDateInDays(3, 'America/Sao_Paulo', beforeMidnight).toISOString()).toBe('2026-03-13T02:59:59.999Z');
    // 00:30 on 10 March there: the 13th.
    const afterMidnight = new Date('2026-03-10T03:30:00Z');
    expect(dueDateInDays(3, 'America/Sao_Paulo', afterMidnight).toISOString()).toBe('2026-03-14T02:59:59.999Z');
    expect(dueDateInDays(3, 'UTC', new Date('2026-12-30T10:00:00Z')).toISOString()).toBe('2027-01-02T23:59:59.999Z');
  });
});
