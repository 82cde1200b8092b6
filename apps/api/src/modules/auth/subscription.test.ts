import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, sessionToken } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { buildApp } from '../../app';
import { companies } from '../../db/schema';
import { seedPlatform } from '../../db/seed/seed-platform';
import { requireAuth } from '../../platform/auth/auth-context';
import { allowExpiredSubscription } from '../../platform/auth/subscription';
import { createLogger } from '../../platform/logger/logger';
import { Metrics } from '../../platform/metrics/metrics';
import { MediaStorage } from '../../platform/storage/media-storage';
import { login, me, refresh, refreshCookieOf } from './auth.test-support';

describe('expired subscriptions', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  const expiredDue = new Date(Date.now() - 2 * 86_400_000);

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedPlatform(
      ctx.db,
      { adminEmail: 'root@example.com', adminPassword: 'root-password', dataDir: ctx.dataDir },
      createLogger('silent'),
    );
    // The app plus probe routes standing for other modules' private, opted-out and billing routes.
    const { config, db, tokens, secrets } = ctx;
    app = await buildApp({
      config,
      db,
      tokens,
      logger: createLogger('silent'),
      metrics: new Metrics(),
      storage: new MediaStorage(config.dataDir),
      secrets,
    });
    const ok = async () => ({ ok: true });
    app.get('/api/__probe', { preHandler: requireAuth }, ok);
    app.get('/api/__settings-read', { preHandler: requireAuth, config: { allowExpiredSubscription: true } }, ok);
    await app.register(
      async (billing) => {
        allowExpiredSubscription(billing);
        billing.get('/invoices', { preHandler: requireAuth }, ok);
      },
      { prefix: '/api/__billing' },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  /** Any authenticated private call other than auth, billing and settings reads. */
  const privateCall = (token: string, url = '/api/__probe') =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('an expired company logs in and sees its due date; /auth/me and refresh keep working', async () => {
    const company = await createCompany(ctx.db, { dueDate: expiredDue });
    const user = await createUser(ctx.db, company.id);
    const response = await login(app, user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.company.dueDate).toBe(expiredDue.toISOString());
    const meAnswer = await me(app, response.json().token);
    expect(meAnswer.statusCode).toBe(200);
    expect(meAnswer.json().company).toMatchObject({ timezone: 'America/Sao_Paulo' });
    expect((await refresh(app, refreshCookieOf(response))).statusCode).toBe(200);
  });

  it('answers ERR_SUBSCRIPTION_EXPIRED (with the due date) to its private calls', async () => {
    const company = await createCompany(ctx.db, { dueDate: expiredDue });
    const user = await createUser(ctx.db, company.id);
    const response = await privateCall(await sessionToken(ctx, user));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      error: 'ERR_SUBSCRIPTION_EXPIRED',
      details: { dueDate: expiredDue.toISOString() },
    });
    const version = await app.inject({
      method: 'GET',
      url: '/api/version',
      headers: { authorization: `Bearer ${await sessionToken(ctx, user)}` },
    });
    expect(version.statusCode).toBe(200);
  });

  it('routes that opted out (settings reads, a billing plugin) still answer an expired company', async () => {
    const company = await createCompany(ctx.db, { dueDate: expiredDue });
    const token = await sessionToken(ctx, await createUser(ctx.db, company.id));
    expect((await privateCall(token, '/api/__settings-read')).statusCode).toBe(200);
    expect((await privateCall(token, '/api/__billing/invoices')).statusCode).toBe(200);
  });

  it('sees a renewal at once in this process after subscriptions.forget', async () => {
    const company = await createCompany(ctx.db, { dueDate: expiredDue });
    const token = await sessionToken(ctx, await createUser(ctx.db, company.id));
    expect((await privateCall(token)).statusCode).toBe(402);
    await ctx.db.system.transaction((tx) =>
      tx
        .update(companies)
        .set({ dueDate: new Date(Date.now() + 30 * 86_400_000) })
        .where(eq(companies.id, company.id)),
    );
    app.subscriptions.forget(company.id);
    expect((await privateCall(token)).statusCode).toBe(200);
  });

  it('lets a company with a due date ahead through', async () => {
    const company = await createCompany(ctx.db);
    const user = await createUser(ctx.db, company.id);
    expect((await privateCall(await sessionToken(ctx, user))).statusCode).toBe(200);
  });

  it('company 1 never expires, whatever its due date says', async () => {
    await ctx.db.system.transaction((tx) =>
      tx.update(companies).set({ dueDate: expiredDue }).where(eq(companies.id, 1)),
    );
    const root = await login(app, 'root@example.com', 'root-password');
    expect(root.statusCode).toBe(200);
    expect(root.json().user).toMatchObject({ super: true, companyId: 1 });
    expect((await privateCall(root.json().token)).statusCode).toBe(200);
  });
});
