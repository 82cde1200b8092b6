import { describe, expect, it } from 'vitest';
import { fromDateTimeInput, instantOfWallClock, toDateTimeInput, wallClockOf } from './zoned-time';

describe('the company clock', () => {
  it('reads and writes datetime-local values on the company zone, not the browser one', () => {
    expect(toDateTimeInput('2030-01-05T12:00:00.000Z', 'America/Sao_Paulo')).toBe('2030-01-05T09:00');
    expect(toDateTimeInput('2030-01-05T12:00:00.000Z', 'Asia/Tokyo')).toBe('2030-01-05T21:00');
    expect(fromDateTimeInput('2030-01-05T09:00', 'America/Sao_Paulo')).toBe('2030-01-05T12:00:00.000Z');
    expect(fromDateTimeInput('2030-07-01T09:30', 'Europe/Lisbon')).toBe('2030-07-01T08:30:00.000Z');
    expect(fromDateTimeInput('2030-01-05T09:00:30', 'America/Sao_Paulo')).toBe('2030-01-05T12:00:30.000Z');
    expect(fromDateTimeInput('', 'America/Sao_Paulo')).toBe('');
  });

  it('draws an instant at its company wall clock and maps a picked slot back', () => {
    const wall = wallClockOf(new Date('2030-01-05T12:00:00.000Z'), 'America/Sao_Paulo');
    expect([wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes()]).toEqual([
      2030, 0, 5, 9, 0,
    ]);
    expect(instantOfWallClock(wall, 'America/Sao_Paulo').toISOString()).toBe('2030-01-05T12:00:00.000Z');
  });
});
