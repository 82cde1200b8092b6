import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlan } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { companies, externalApiRateWindows, externalApiRequests } from '../../db/schema';
import { createLogger } from '../../platform/logger/logger';
import { pruneExternalApi } from './external-api.jobs';
import { apiDesk, freshNumber } from './external-api.test-support';

let ctx: TestContext;
const perMinute = 3;

beforeAll(async () => {
  ctx = await createTestContext({ EXTERNAL_API_RATE_PER_MINUTE: String(perMinute) });
});
afterAll(async () => ctx?.close());

/** The limit counts per calendar minute: start a burst early in one so it does not straddle two. */
async function startOfAMinute() {
  const second = new Date().getSeconds();
  if (second > 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
}

describe('rate limit per token', () => {
  it(`answers 429 ERR_RATE_LIMITED with Retry-After past ${perMinute} sends a minute; other tokens are not affected`, async () => {
    const desk = await apiDesk(ctx);
    const neighbour = await apiDesk(ctx);
    await startOfAMinute();
    const payload = () => ({ number: freshNumber(), body: 'promoção' });
    const answers = await Promise.all(Array.from({ length: perMinute + 2 }, () => desk.call({ payload: payload() })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(perMinute).fill(201), 429, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toMatchObject({
      error: 'ERR_RATE_LIMITED',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused?.headers['x-ratelimit-remaining']).toBe('0');
    expect((await neighbour.call({ payload: payload() })).statusCode).toBe(201);
    // A bad token is refused before counting anything.
    expect((await desk.call({ payload: payload(), token: 'y'.repeat(30) })).statusCode).toBe(401);
  });
});

describe('company and plan', () => {
  it('refuses a plan without useExternalApi (403) and an expired company (402)', async () => {
    const noApi = await apiDesk(ctx);
    const plan = await createPlan(ctx.db, { useExternalApi: false });
    await ctx.db.system.transaction((tx) =>
      tx.update(companies).set({ planId: plan.id }).where(eq(companies.id, noApi.companyId)),
    );
    const refused = await noApi.call({ payload: { number: freshNumber(), body: 'oi' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('ERR_EXTERNAL_API_DISABLED');

    const expired = await apiDesk(ctx);
    await ctx.db.system.transaction((tx) =>
      tx
        .update(companies)
        .set({ dueDate: new Date(Date.now() - 86_400_000) })
        .where(eq(companies.id, expired.companyId)),
    );
    const late = await expired.call({ payload: { number: freshNumber(), body: 'oi' } });
    expect(late.statusCode).toBe(402);
    expect(late.json().error).toBe('ERR_SUBSCRIPTION_EXPIRED');
  });
});

describe('daily prune job', () => {
  it('removes keys older than 24 hours and rate windows older than an hour, keeping the rest', async () => {
    const desk = await apiDesk(ctx);
    await desk.call({ payload: { number: freshNumber(), body: 'a' }, headers: { 'idempotency-key': 'fresh' } });
    await ctx.db.system.transaction(async (tx) => {
      await tx.insert(externalApiRequests).values({
        companyId: desk.companyId,
        whatsappId: desk.connection.id,
        key: 'stale',
        requestHash: 'x'.repeat(64),
        answer: {},
        createdAt: sql`now() - interval '25 hours'`,
      });
      await tx.insert(externalApiRateWindows).values({
        companyId: desk.companyId,
        whatsappId: desk.connection.id,
        windowStart: sql`date_trunc('minute', now() - interval '2 hours')`,
        hits: 9,
      });
    });
    await pruneExternalApi(ctx.db, createLogger('silent'))(
      {},
      { id: '1', name: 'external-api.prune', retryCount: 0, retryLimit: 1 },
    );
    const keys = await ctx.db.system.transaction((tx) =>
      tx
        .select({ key: externalApiRequests.key })
        .from(externalApiRequests)
        .where(eq(externalApiRequests.whatsappId, desk.connection.id)),
    );
    expect(keys.map((row) => row.key)).toEqual(['fresh']);
    const windows = await ctx.db.system.transaction((tx) =>
      tx.select().from(externalApiRateWindows).where(eq(externalApiRateWindows.whatsappId, desk.connection.id)),
    );
    expect(windows).toHaveLength(1);
    expect(windows[0]?.hits).toBe(1);
  });
});
