import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createPlan, createUser, mintToken } from '../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { companies, plans } from '../../db/schema';
import { registerErrorHandler } from '../errors/error-handler';
import { authContextPlugin } from './auth-context';
import { requirePlanFeature } from './require-plan-feature';
import { TokenService } from './tokens';

describe('requirePlanFeature', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const tokens = new TokenService('p'.repeat(40));

  beforeAll(async () => {
    database = await createTestDatabase();
    app = Fastify({ logger: false });
    registerErrorHandler(app, { spaFallback: false });
    await app.register(authContextPlugin, { tokens, db: database.db });
    app.get('/schedules', { preHandler: requirePlanFeature('useSchedules') }, async () => ({ ok: true }));
    app.get('/kanban', { preHandler: requirePlanFeature('useKanban') }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const call = async (url: string, user: Awaited<ReturnType<typeof createUser>>) => {
    const headers = { authorization: `Bearer ${await mintToken(tokens, user)}` };
    const response = await app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, error: response.statusCode === 200 ? null : response.json().error };
  };
  const refused = { status: 403, error: 'ERR_PLAN_FEATURE_DISABLED' };

  it('lets in the companies whose plan has the flag, whatever the profile, and refuses the others', async () => {
    const plan = await createPlan(database.db, { useSchedules: true, useKanban: false });
    const company = await createCompany(database.db, { planId: plan.id });
    for (const profile of ['admin', 'user'] as const) {
      const user = await createUser(database.db, company.id, { profile });
      expect(await call('/schedules', user)).toEqual({ status: 200, error: null });
      expect(await call('/kanban', user)).toEqual(refused);
    }
  });

  it('reads the plan on each request, and grants nothing to a company without a plan', async () => {
    const plan = await createPlan(database.db, { useKanban: true });
    const company = await createCompany(database.db, { planId: plan.id });
    const user = await createUser(database.db, company.id);
    expect((await call('/kanban', user)).status).toBe(200);
    await database.db.system.transaction((tx) =>
      tx.update(plans).set({ useKanban: false }).where(eq(plans.id, plan.id)),
    );
    expect(await call('/kanban', user)).toEqual(refused);
    await database.db.system.transaction((tx) =>
      tx.update(companies).set({ planId: null }).where(eq(companies.id, company.id)),
    );
    expect(await call('/schedules', user)).toEqual(refused);
  });

  it('answers 401 without a session, before looking at the plan', async () => {
    expect((await app.inject({ method: 'GET', url: '/kanban' })).statusCode).toBe(401);
  });
});
