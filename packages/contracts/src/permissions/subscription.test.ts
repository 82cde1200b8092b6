import { describe, expect, it } from 'vitest';
import { inDays, now } from './fixtures';
import { type SubscriptionState, subscriptionState } from './subscription';

const hour = 3_600_000;
const at = (ms: number) => new Date(now.getTime() + ms);

describe('subscriptionState', () => {
  const cases: [string, { id: number; dueDate: Date | string | null }, SubscriptionState][] = [
    ['30 days left', { id: 2, dueDate: inDays(30) }, { expired: false, daysLeft: 30, warn: false }],
    ['exactly 5 days left: no warning', { id: 2, dueDate: inDays(5) }, { expired: false, daysLeft: 5, warn: false }],
    [
      '4 days 23 hours left: warning',
      { id: 2, dueDate: at(5 * 24 * hour - hour) },
      { expired: false, daysLeft: 4, warn: true },
    ],
    ['1 day left', { id: 2, dueDate: inDays(1) }, { expired: false, daysLeft: 1, warn: true }],
    ['last hours: 0 days, warning', { id: 2, dueDate: at(hour) }, { expired: false, daysLeft: 0, warn: true }],
    ['1 ms left', { id: 2, dueDate: at(1) }, { expired: false, daysLeft: 0, warn: true }],
    ['due right now: expired', { id: 2, dueDate: now }, { expired: true, daysLeft: 0, warn: false }],
    ['past due', { id: 2, dueDate: inDays(-3) }, { expired: true, daysLeft: 0, warn: false }],
    ['ISO string due date', { id: 2, dueDate: inDays(3).toISOString() }, { expired: false, daysLeft: 3, warn: true }],
    [
      'ISO string in the past',
      { id: 2, dueDate: inDays(-1).toISOString() },
      { expired: true, daysLeft: 0, warn: false },
    ],
    ['no due date: expired (fail-closed)', { id: 2, dueDate: null }, { expired: true, daysLeft: 0, warn: false }],
    ['unreadable due date: expired', { id: 2, dueDate: 'not a date' }, { expired: true, daysLeft: 0, warn: false }],
    [
      'company 1 past due never expires',
      { id: 1, dueDate: inDays(-100) },
      { expired: false, daysLeft: null, warn: false },
    ],
    ['company 1 without due date', { id: 1, dueDate: null }, { expired: false, daysLeft: null, warn: false }],
    [
      'company 1 due in 2 days: no warning',
      { id: 1, dueDate: inDays(2) },
      { expired: false, daysLeft: null, warn: false },
    ],
  ];
  it.each(cases)('%s', (_name, company, expected) => {
    expect(subscriptionState(company, now)).toEqual(expected);
  });
});
