import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createPlan, createUser } from '../../../test/factories';
import { companies, plans } from '../../db/schema';
import { guardedApp } from './guards.test-support';
import { requirePlanFeature } from './require-plan-feature';

describe('requirePlanFeature', () => {
  let guarded: Awaited<ReturnType<typeof guardedApp>>;

  beforeAll(async () => {
    guarded = await guardedApp({
      '/schedules': requirePlanFeature('useSchedules'),
      '/kanban': requirePlanFeature('useKanban'),
    });
    // The flags are kept under the companies' versions once their changes are heard.
    await guarded.database.db.changes.listening();
  });
  afterAll(() => guarded.close());

  const db = () => guarded.database.db;
  const refused = { status: 403, error: 'ERR_PLAN_FEATURE_DISABLED' };
  const allowed = { status: 200, error: null };

  it('lets in the companies whose plan has the flag, whatever the profile, and refuses the others', async () => {
    const plan = await createPlan(db(), { useSchedules: true, useKanban: false });
    const company = await createCompany(db(), { planId: plan.id });
    for (const profile of ['admin', 'user'] as const) {
      const user = await createUser(db(), company.id, { profile });
      expect(await guarded.call('/schedules', user)).toEqual(allowed);
      expect(await guarded.call('/kanban', user)).toEqual(refused);
    }
  });

  it("follows the plan's changes at once, and grants nothing to a company without a plan", async () => {
    const plan = await createPlan(db(), { useKanban: true });
    const other = await createPlan(db(), { useKanban: false, useSchedules: true });
    const company = await createCompany(db(), { planId: plan.id });
    const user = await createUser(db(), company.id);
    expect(await guarded.call('/kanban', user)).toEqual(allowed);
    await db().system.transaction((tx) => tx.update(plans).set({ useKanban: false }).where(eq(plans.id, plan.id)));
    expect(await guarded.call('/kanban', user)).toEqual(refused);
    await db().system.transaction((tx) => tx.update(plans).set({ useKanban: true }).where(eq(plans.id, plan.id)));
    expect(await guarded.call('/kanban', user)).toEqual(allowed);
    const movePlan = (planId: number | null) =>
      db().system.transaction((tx) => tx.update(companies).set({ planId }).where(eq(companies.id, company.id)));
    await movePlan(other.id);
    expect(await guarded.call('/kanban', user)).toEqual(refused);
    await movePlan(null);
    expect(await guarded.call('/schedules', user)).toEqual(refused);
  });

  it("follows a plan edited by another process once that change's notice arrives", async () => {
    const plan = await createPlan(db(), { useKanban: true });
    const company = await createCompany(db(), { planId: plan.id });
    const user = await createUser(db(), company.id);
    expect(await guarded.call('/kanban', user)).toEqual(allowed);
    // Another process: its own connection, which this process's database layer never sees commit.
    const elsewhere = new pg.Client({ connectionString: guarded.database.url });
    await elsewhere.connect();
    await elsewhere.query('update plans set use_kanban = false where id = $1', [plan.id]);
    await elsewhere.end();
    await expect.poll(() => guarded.call('/kanban', user)).toEqual(refused);
  });

  it('answers 401 without a session, before looking at the plan', async () => {
    expect((await guarded.call('/kanban')).status).toBe(401);
  });
});
