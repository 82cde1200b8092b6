import { describe, expect, it } from 'vitest';
import { addMonths, calendarDate, daysBetween, isCalendarDate } from './calendar-date';

describe('calendar dates', () => {
  it('reads the day an instant falls on in the company time zone', () => {
    // 02:30 UTC is still the previous evening in São Paulo (UTC-3).
    expect(calendarDate('2025-03-11T02:30:00Z')).toBe('2025-03-10');
    expect(calendarDate('2025-03-11T02:30:00Z', 'UTC')).toBe('2025-03-11');
    expect(calendarDate(new Date('2025-03-11T12:00:00Z'))).toBe('2025-03-11');
    expect(calendarDate('2025-03-11')).toBe('2025-03-11');
  });

  it('refuses what is not a date', () => {
    expect(() => calendarDate('soon')).toThrow(RangeError);
    expect(isCalendarDate('2025-02-30')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
  });

  it('adds months clamping to the last day of the month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-15', 2)).toBe('2026-01-15');
    expect(addMonths('2025-08-31', 12)).toBe('2026-08-31');
  });

  it('counts whole days between two dates', () => {
    expect(daysBetween('2025-03-10', '2025-03-15')).toBe(5);
    expect(daysBetween('2025-03-10', '2025-03-09')).toBe(-1);
    expect(daysBetween('2024-12-31', '2025-01-01')).toBe(1);
  });
});
