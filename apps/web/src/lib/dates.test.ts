import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n';
import {
  datePatternOf,
  formatDate,
  formatDateTime,
  formatDueDate,
  formatTime,
  maskDateInput,
  maskTimeInput,
  parseDateInput,
} from './dates';

/** 27/11/2026 18:27 in São Paulo (UTC-3): 21:27 UTC. */
const evening = '2026-11-27T21:27:00.000Z';
const saoPaulo = 'America/Sao_Paulo';
/** A São Paulo due date of 25/11 as the server stores it: the last millisecond of that day there. */
const dueOn25th = '2026-11-26T02:59:59.999Z';

describe('dates, in the app language', () => {
  afterEach(() => changeLanguage('pt-BR'));

  it.each([
    ['pt-BR', '27/11/2026', '18:27', '27/11/26'],
    ['en', '27/11/2026', '18:27', '27/11/26'],
    ['es', '27/11/2026', '18:27', '27/11/26'],
    ['tr', '27.11.2026', '18:27', '27.11.26'],
  ])('%s writes days as %s and times on the 24-hour clock', (language, day, time, shortDay) => {
    const options = { language, timeZone: saoPaulo };
    expect(formatDate(evening, options)).toBe(day);
    expect(formatTime(evening, options)).toBe(time);
    expect(formatDateTime(evening, options)).toBe(`${day} ${time}`);
    expect(formatDate(evening, { ...options, shortYear: true })).toBe(shortDay);
  });

  it("follows i18next's current language, not the browser's", async () => {
    await changeLanguage('en');
    expect(formatTime('2026-11-27T00:05:00.000Z', { timeZone: 'UTC' })).toBe('00:05');
    await changeLanguage('tr');
    expect(formatDate('2026-11-25')).toBe('25.11.2026');
  });

  it('shows an instant in the zone it is given (the browser by default)', () => {
    expect(formatTime(evening, { language: 'pt-BR', timeZone: 'UTC' })).toBe('21:27');
    expect(formatDate('2026-11-28T01:00:00.000Z', { language: 'pt-BR', timeZone: saoPaulo })).toBe('27/11/2026');
    expect(formatDate('2026-11-28T01:00:00.000Z', { language: 'pt-BR', timeZone: 'UTC' })).toBe('28/11/2026');
  });

  it.each(['UTC', saoPaulo, 'Asia/Tokyo', 'Pacific/Honolulu'])(
    'never moves a calendar day or a due date, in a %s browser',
    (browserZone) => {
      // A calendar day ignores the zone, so passing any zone shows how every browser sees it.
      expect(formatDate('2026-11-25', { language: 'pt-BR', timeZone: browserZone })).toBe('25/11/2026');
      expect(formatDueDate(dueOn25th, saoPaulo, { language: 'pt-BR' })).toBe('25/11/2026');
    },
  );

  it("uses the browser's own zone for calendar days too (run with TZ=UTC and TZ=America/Sao_Paulo)", () => {
    expect(formatDate('2026-11-25', { language: 'pt-BR' })).toBe('25/11/2026');
    expect(formatDueDate(dueOn25th, saoPaulo, { language: 'pt-BR' })).toBe('25/11/2026');
    expect(formatDueDate(dueOn25th, 'UTC', { language: 'pt-BR' })).toBe('26/11/2026');
  });

  it('answers empty for a missing or unreadable value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('');
    expect(formatTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDueDate(null, saoPaulo)).toBe('');
  });
});

describe('typing dates and times', () => {
  it.each([
    ['pt-BR', '25/11/2026'],
    ['en', '25/11/2026'],
    ['es', '25/11/2026'],
    ['tr', '25.11.2026'],
  ])('%s types a day as %s', (language, typed) => {
    expect(datePatternOf(language).order).toEqual(['day', 'month', 'year']);
    expect(maskDateInput('25112026', language)).toBe(typed);
    expect(maskDateInput('2511', language)).toBe(typed.slice(0, 5));
    expect(parseDateInput(typed, language)).toBe('2026-11-25');
  });

  it('refuses an incomplete or impossible day', () => {
    expect(parseDateInput('25/11/26', 'pt-BR')).toBeNull();
    expect(parseDateInput('31/02/2026', 'pt-BR')).toBeNull();
    expect(parseDateInput('', 'pt-BR')).toBeNull();
  });

  it('puts the colon into a typed time', () => {
    expect(maskTimeInput('0830')).toBe('08:30');
    expect(maskTimeInput('18:3')).toBe('18:3');
    expect(maskTimeInput('7')).toBe('7');
    expect(maskTimeInput('235999')).toBe('23:59');
  });
});
