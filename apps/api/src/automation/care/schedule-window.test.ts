import { describe, expect, it } from 'vitest';
import { defaultScheduleEntries, type ScheduleEntry } from '../../db/schema/schedule-entries';
import { companyClock, onCollectiveVacation, withinSchedule } from './schedule-window';

const week = defaultScheduleEntries();
const withMonday = (change: Partial<ScheduleEntry>) =>
  week.map((entry) => (entry.weekdayEn === 'monday' ? { ...entry, ...change } : entry));
/** Monday 23 November 2026 at `time` in São Paulo. */
const monday = (time: string) => companyClock(new Date(`2026-11-23T${time}:00-03:00`), 'America/Sao_Paulo');

describe('schedule window', () => {
  it("reads the weekday, time and day on the company's clock", () => {
    expect(companyClock(new Date('2026-11-24T02:30:00Z'), 'America/Sao_Paulo')).toEqual({
      weekday: 'monday',
      time: '23:30',
      day: '2026-11-23',
    });
    expect(companyClock(new Date('2026-11-24T02:30:00Z'), 'Asia/Tokyo')).toMatchObject({ weekday: 'tuesday' });
  });

  it('opens at the start of a shift and closes at its end', () => {
    expect(withinSchedule(week, monday('07:59'))).toBe(false);
    expect(withinSchedule(week, monday('08:00'))).toBe(true);
    expect(withinSchedule(week, monday('12:00'))).toBe(false);
    expect(withinSchedule(week, monday('13:30'))).toBe(true);
    expect(withinSchedule(week, monday('18:00'))).toBe(false);
  });

  it('treats blank shifts as closed and a shift ending before it starts as running past midnight', () => {
    const blank = withMonday({ startTimeA: '', endTimeA: '', startTimeB: '', endTimeB: '' });
    expect(withinSchedule(blank, monday('09:00'))).toBe(false);
    const night = withMonday({ startTimeA: '22:00', endTimeA: '02:00', startTimeB: '', endTimeB: '' });
    expect(withinSchedule(night, monday('23:00'))).toBe(true);
    expect(withinSchedule(night, monday('01:00'))).toBe(true);
    expect(withinSchedule(night, monday('03:00'))).toBe(false);
  });

  it('is always open without any entries, and closed on a weekday the week leaves out', () => {
    expect(withinSchedule([], monday('03:00'))).toBe(true);
    const noMonday = week.filter((entry) => entry.weekdayEn !== 'monday');
    expect(withinSchedule(noMonday, monday('09:00'))).toBe(false);
  });

  it('holds a collective vacation from its first to its last day, only with a message', () => {
    const vacation = {
      collectiveVacationStart: '2026-12-20',
      collectiveVacationEnd: '2027-01-05',
      collectiveVacationMessage: 'Férias!',
    };
    expect(onCollectiveVacation(vacation, '2026-12-19')).toBe(false);
    expect(onCollectiveVacation(vacation, '2026-12-20')).toBe(true);
    expect(onCollectiveVacation(vacation, '2027-01-05')).toBe(true);
    expect(onCollectiveVacation(vacation, '2027-01-06')).toBe(false);
    expect(onCollectiveVacation({ ...vacation, collectiveVacationMessage: ' ' }, '2026-12-25')).toBe(false);
    expect(onCollectiveVacation({ ...vacation, collectiveVacationEnd: null }, '2026-12-25')).toBe(false);
  });
});
