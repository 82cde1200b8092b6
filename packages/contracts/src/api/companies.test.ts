import { describe, expect, it } from 'vitest';
import { companySchedulesBody, createCompanyBody, dueDateTint, renewDueDate, updateCompanyBody } from './companies';
import { weekdaysEn } from './queues';

type Entry = { weekday: string; weekdayEn: (typeof weekdaysEn)[number] } & Record<
  `${'start' | 'end'}Time${'A' | 'B'}`,
  string
>;
const week = (changes: Record<number, Partial<Entry>> = {}): Entry[] =>
  weekdaysEn.map((weekdayEn, index) => ({
    weekday: weekdayEn,
    weekdayEn,
    startTimeA: '08:00',
    endTimeA: '12:00',
    startTimeB: '13:00',
    endTimeB: '18:00',
    ...changes[index],
  }));

describe('renewDueDate (spec 2 §4)', () => {
  it.each([
    ['MENSAL', '2025-04-10'],
    ['BIMESTRAL', '2025-05-10'],
    ['TRIMESTRAL', '2025-06-10'],
    ['SEMESTRAL', '2025-09-10'],
    ['ANUAL', '2026-03-10'],
  ] as const)('%s adds its months', (recurrence, expected) => {
    expect(renewDueDate('2025-03-10', recurrence)).toBe(expected);
  });

  it('renews from the due day on the company calendar, clamping month ends', () => {
    // 23:59 on 31 January in São Paulo is already 1 February in UTC.
    expect(renewDueDate('2025-02-01T02:59:59Z', 'MENSAL')).toBe('2025-02-28');
    expect(renewDueDate(new Date('2025-01-31T15:00:00Z'), 'MENSAL', 'UTC')).toBe('2025-02-28');
  });
});

describe('dueDateTint (spec 2 §2 companies table)', () => {
  const now = new Date('2025-03-10T15:00:00Z'); // 12:00 in São Paulo

  it('is red when due today or in the past', () => {
    expect(dueDateTint('2025-03-10T23:00:00Z', now)).toBe('red');
    expect(dueDateTint('2025-03-01', now)).toBe('red');
  });

  it('is yellow when due in 1 to 5 days', () => {
    expect(dueDateTint('2025-03-11', now)).toBe('yellow');
    expect(dueDateTint('2025-03-15', now)).toBe('yellow');
  });

  it('is untinted beyond 5 days or without a due date', () => {
    expect(dueDateTint('2025-03-16', now)).toBeNull();
    expect(dueDateTint(null, now)).toBeNull();
  });
});

describe('company form schemas (spec 2 §5)', () => {
  const valid = { name: 'Loja', email: 'Dono@Loja.com', password: 'segredo', planId: 1 };

  it('applies the form defaults and normalises e-mail and phone', () => {
    const parsed = createCompanyBody.parse({ ...valid, phone: '(11) 98765-4321' });
    expect(parsed).toMatchObject({
      email: 'dono@loja.com',
      phone: '11987654321',
      numberAttendants: 1,
      numberConections: 1,
    });
  });

  it('names the spec texts on invalid fields', () => {
    const result = createCompanyBody.safeParse({ ...valid, name: 'A', email: 'nope', numberAttendants: 'x' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(messages).toMatchObject({
      name: 'Nome é obrigatório',
      email: 'Email inválido',
      numberAttendants: 'Deve ser um número',
    });
  });

  it('bounds phone digits, lengths and dates', () => {
    expect(createCompanyBody.safeParse({ ...valid, phone: '12345' }).success).toBe(false);
    expect(createCompanyBody.safeParse({ ...valid, name: 'x'.repeat(51) }).success).toBe(false);
    expect(createCompanyBody.safeParse({ ...valid, dueDate: '2025-02-30' }).success).toBe(false);
    expect(createCompanyBody.safeParse({ ...valid, dueDate: '2025-02-28' }).success).toBe(true);
    expect(createCompanyBody.safeParse({ ...valid, recurrence: 'SEMANAL' }).success).toBe(false);
  });

  it('lets an update change any subset; an empty password keeps the current one', () => {
    expect(updateCompanyBody.parse({ password: '' })).toEqual({ password: undefined });
    expect(updateCompanyBody.parse({ dueDate: '2025-04-10' })).toEqual({ dueDate: '2025-04-10' });
  });
});

describe('company schedules', () => {
  it('accepts a week with closed shifts', () => {
    const closed = { startTimeA: '', endTimeA: '', startTimeB: '', endTimeB: '' };
    expect(companySchedulesBody.safeParse({ schedules: week({ 6: closed }) }).success).toBe(true);
  });

  it('refuses a shift ending before it starts, bad times and repeated days', () => {
    const backwards = companySchedulesBody.safeParse({ schedules: week({ 0: { endTimeB: '12:30' } }) });
    expect(backwards.error?.issues[0]?.path).toEqual(['schedules', 0, 'endTimeB']);
    expect(companySchedulesBody.safeParse({ schedules: week({ 1: { startTimeA: '25:00' } }) }).success).toBe(false);
    expect(companySchedulesBody.safeParse({ schedules: week({ 1: { weekdayEn: 'monday' } }) }).success).toBe(false);
  });
});
