import { describe, expect, it } from 'vitest';
import { customPlanPrice, planBody } from './plans';

describe('customPlanPrice (spec 2 §9)', () => {
  it('is 49 + 11 per user + 20 per connection', () => {
    expect(customPlanPrice(3, 3)).toBe(49 + 33 + 60);
    expect(customPlanPrice(10, 5)).toBe(49 + 110 + 100);
  });

  it('never counts fewer than 3 users or connections', () => {
    expect(customPlanPrice(1, 0)).toBe(customPlanPrice(3, 3));
    expect(customPlanPrice(Number.NaN, 4)).toBe(49 + 33 + 80);
  });
});

describe('planBody', () => {
  it('normalises the amount to a decimal string and defaults the flags on', () => {
    const plan = planBody.parse({ name: 'Pro', amount: 99.9, users: '5', connections: 2, queues: 3 });
    expect(plan).toMatchObject({ amount: '99.90', users: 5, isPublic: true, useCampaigns: true, useOpenAi: true });
    expect(planBody.parse({ name: 'Pro', amount: '149,5', users: 1, connections: 1, queues: 1 }).amount).toBe('149.50');
  });

  it('refuses a missing name, a bad amount and negative limits', () => {
    expect(planBody.safeParse({ name: '', amount: 1, users: 1, connections: 1, queues: 1 }).success).toBe(false);
    expect(planBody.safeParse({ name: 'P', amount: 'abc', users: 1, connections: 1, queues: 1 }).success).toBe(false);
    expect(planBody.safeParse({ name: 'P', amount: 1, users: -1, connections: 1, queues: 1 }).success).toBe(false);
  });
});
