import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createPlan, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { clientFor, platformWithTenants } from '../companies/admin.test-support';

describe('plans', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof platformWithTenants>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await platformWithTenants(ctx);
  });
  afterAll(() => ctx.close());

  const form = (overrides: Record<string, unknown> = {}) => ({
    name: `Plano ${Math.random().toString(36).slice(2, 8)}`,
    amount: '99.90',
    users: 5,
    connections: 2,
    queues: 4,
    isPublic: true,
    useCampaigns: false,
    ...overrides,
  });

  it('GET /plans/list needs no token and answers public plans only', async () => {
    const open = await createPlan(ctx.db, { name: 'Aberto', isPublic: true });
    const hidden = await createPlan(ctx.db, { name: 'Escondido', isPublic: false });
    const response = await world.anonymous({ method: 'GET', url: '/api/plans/list' });
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((plan: { id: number }) => plan.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(hidden.id);
    expect(response.json()[0]).not.toHaveProperty('isPublic');
  });

  it('GET /plans/list still answers when the caller sends a token of an expired company', async () => {
    const expired = await createCompany(ctx.db, { dueDate: new Date(Date.now() - 86_400_000) });
    const asExpired = await clientFor(ctx, await createUser(ctx.db, expired.id));
    expect((await asExpired({ method: 'GET', url: '/api/plans/list' })).statusCode).toBe(200);
  });

  it('GET /plans/all answers every plan to the super user only', async () => {
    const hidden = await createPlan(ctx.db, { isPublic: false });
    const response = await world.asSuper({ method: 'GET', url: '/api/plans/all' });
    expect(response.json().map((plan: { id: number }) => plan.id)).toContain(hidden.id);
    expect((await world.acme.asAdmin({ method: 'GET', url: '/api/plans/all' })).statusCode).toBe(403);
    expect((await world.anonymous({ method: 'GET', url: '/api/plans/all' })).statusCode).toBe(401);
  });

  it('POST and PUT /plans save every field; names are unique', async () => {
    const created = await world.asSuper({ method: 'POST', url: '/api/plans', payload: form({ name: 'Plano Único' }) });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Plano Único',
      amount: '99.90',
      users: 5,
      useCampaigns: false,
      useKanban: true,
    });

    const updated = await world.asSuper({
      method: 'PUT',
      url: `/api/plans/${created.json().id}`,
      payload: form({ name: 'Plano Único', amount: 120, isPublic: false, useKanban: false }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ amount: '120.00', isPublic: false, useKanban: false });

    const duplicate = await world.asSuper({
      method: 'POST',
      url: '/api/plans',
      payload: form({ name: 'Plano Único' }),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe('ERR_PLAN_ALREADY_EXISTS');
  });

  it('validates the plan form', async () => {
    const response = await world.asSuper({
      method: 'POST',
      url: '/api/plans',
      payload: form({ name: '', users: -1, amount: 'x' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toEqual(
      expect.arrayContaining(['body.name', 'body.users', 'body.amount']),
    );
  });

  it('DELETE /plans/{id} refuses a plan in use and deletes an unused one', async () => {
    const used = await createPlan(ctx.db);
    await createCompany(ctx.db, { planId: used.id });
    const refused = await world.asSuper({ method: 'DELETE', url: `/api/plans/${used.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('ERR_PLAN_IN_USE');

    const unused = await createPlan(ctx.db);
    expect((await world.asSuper({ method: 'DELETE', url: `/api/plans/${unused.id}` })).statusCode).toBe(204);
    expect((await world.asSuper({ method: 'DELETE', url: `/api/plans/${unused.id}` })).json().error).toBe(
      'ERR_NO_PLAN_FOUND',
    );
  });

  it('writes are the super user’s only', async () => {
    const plan = await createPlan(ctx.db);
    for (const client of [world.acme.asAdmin, world.acme.asUser]) {
      expect((await client({ method: 'POST', url: '/api/plans', payload: form() })).statusCode).toBe(403);
      expect((await client({ method: 'PUT', url: `/api/plans/${plan.id}`, payload: form() })).statusCode).toBe(403);
      expect((await client({ method: 'DELETE', url: `/api/plans/${plan.id}` })).statusCode).toBe(403);
    }
  });
});
