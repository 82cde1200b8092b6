import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, companyWithStaff } from '../../../test/clients';
import { createCompany, createPlan, createQueue, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { settings, userQueues } from '../../db/schema';
import type { DomainEvent } from '../../platform/events/domain-events';

describe('POST /api/users', () => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof companyWithStaff>>;
  let other: Awaited<ReturnType<typeof companyWithStaff>>;
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    name: 'Nova Atendente',
    email: `nova-${Math.random().toString(36).slice(2)}@acme.test`,
    password: 'segredo1',
    ...overrides,
  });

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await companyWithStaff(ctx);
    other = await companyWithStaff(ctx);
  });
  afterAll(() => ctx.close());

  it('creates a user in the caller’s company with the spec defaults, queues and a created event', async () => {
    const queues = [await createQueue(ctx.db, staff.company.id), await createQueue(ctx.db, staff.company.id)];
    const events: DomainEvent<'user.created'>[] = [];
    const unsubscribe = ctx.app.events.subscribe('user.created', (event) => void events.push(event));
    const response = await staff.asAdmin({
      method: 'POST',
      url: '/api/users',
      // companyId is ignored: the company always comes from the token.
      payload: newUser({
        email: '  Nova@ACME.test ',
        companyId: other.company.id,
        queueIds: [queues[0]?.id, queues[1]?.id, queues[0]?.id],
        allowGroup: true,
        allHistoric: null,
      }),
    });
    unsubscribe();
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      name: 'Nova Atendente',
      email: 'nova@acme.test',
      companyId: staff.company.id,
      profile: 'user',
      super: false,
      allowGroup: true,
      allHistoric: 'disabled',
      userClosePendingTicket: 'enabled',
      defaultTheme: 'light',
      defaultMenu: 'open',
      whatsappId: null,
    });
    expect(user.queues.map((queue: { id: number }) => queue.id).sort()).toEqual(queues.map((q) => q.id).sort());
    expect(user).not.toHaveProperty('password');
    expect(events).toEqual([{ type: 'user.created', companyId: staff.company.id, user }]);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nova@acme.test', password: 'segredo1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.queues).toHaveLength(2);
  });

  it('answers 400 with the spec texts per field', async () => {
    const response = await staff.asAdmin({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'A', email: 'not-an-email', password: '123', startWork: '25:00', profile: 'root' },
    });
    expect(response.statusCode).toBe(400);
    const issues = Object.fromEntries(
      response.json().issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]),
    );
    expect(issues).toMatchObject({
      'body.name': 'Too Short!',
      'body.email': 'Invalid email',
      'body.password': 'Too Short!',
      'body.startWork': 'Invalid time',
    });
    expect(issues['body.profile']).toBeDefined();

    const missing = await staff.asAdmin({ method: 'POST', url: '/api/users', payload: { name: 'x'.repeat(51) } });
    const missingIssues = missing.json().issues.map((issue: { path: string; message: string }) => issue.message);
    expect(missingIssues).toEqual(expect.arrayContaining(['Too Long!', 'Required']));
  });

  it('refuses a plain user (403 ERR_NO_PERMISSION)', async () => {
    const response = await staff.asUser({ method: 'POST', url: '/api/users', payload: newUser() });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
  });

  it('refuses an e-mail already used in any company, whatever its case (409 ERR_EMAIL_ALREADY_EXISTS)', async () => {
    const response = await staff.asAdmin({
      method: 'POST',
      url: '/api/users',
      payload: newUser({ email: other.user.email.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'ERR_EMAIL_ALREADY_EXISTS' });
  });

  it('refuses another company’s queue ids (404 ERR_NO_QUEUE_FOUND) and creates nothing', async () => {
    const foreign = await createQueue(ctx.db, other.company.id);
    const email = 'foreign-queue@acme.test';
    const response = await staff.asAdmin({
      method: 'POST',
      url: '/api/users',
      payload: newUser({ email, queueIds: [foreign.id] }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'ERR_NO_QUEUE_FOUND', details: { queueIds: [foreign.id] } });
    const links = await ctx.db.system.transaction((tx) =>
      tx.select().from(userQueues).where(eq(userQueues.queueId, foreign.id)),
    );
    expect(links).toEqual([]);
    const list = await staff.asAdmin({ method: 'GET', url: `/api/users?searchParam=${email}` });
    expect(list.json().count).toBe(0);
  });

  it('lets only a super user create a super user', async () => {
    const refused = await staff.asAdmin({ method: 'POST', url: '/api/users', payload: newUser({ super: true }) });
    expect(refused.statusCode).toBe(403);
    const company = await createCompany(ctx.db);
    const operator = await createUser(ctx.db, company.id, { profile: 'admin', isSuper: true });
    const as = await clientFor(ctx, operator);
    const created = await as({ method: 'POST', url: '/api/users', payload: newUser({ super: true }) });
    expect(created.statusCode).toBe(201);
    expect(created.json().super).toBe(true);
  });

  it('holds the plan’s user limit (403 ERR_PLAN_LIMIT_REACHED), except for the super user', async () => {
    const plan = await createPlan(ctx.db, { users: 2 });
    const company = await createCompany(ctx.db, { planId: plan.id });
    const admin = await createUser(ctx.db, company.id, { profile: 'admin' });
    const as = await clientFor(ctx, admin);
    expect((await as({ method: 'POST', url: '/api/users', payload: newUser() })).statusCode).toBe(201);
    const full = await as({ method: 'POST', url: '/api/users', payload: newUser() });
    expect(full.statusCode).toBe(403);
    expect(full.json()).toMatchObject({ error: 'ERR_PLAN_LIMIT_REACHED', details: { resource: 'users', limit: 2 } });

    const operator = await createUser(ctx.db, company.id, { profile: 'admin', isSuper: true });
    const asOperator = await clientFor(ctx, operator);
    expect((await asOperator({ method: 'POST', url: '/api/users', payload: newUser() })).statusCode).toBe(201);
  });

  it('lets concurrent creates take the last plan slot only once', async () => {
    const plan = await createPlan(ctx.db, { users: 2 });
    const company = await createCompany(ctx.db, { planId: plan.id });
    const as = await clientFor(ctx, await createUser(ctx.db, company.id, { profile: 'admin' }));
    const answers = await Promise.all(
      [1, 2, 3].map(() => as({ method: 'POST', url: '/api/users', payload: newUser() })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403, 403]);
  });

  it('refuses when the platform disabled user creation (403 ERR_USER_CREATION_DISABLED), except for the super user', async () => {
    const setCreation = (value: string) =>
      ctx.db.system.transaction((tx) =>
        tx
          .insert(settings)
          .values({ key: 'userCreation', value })
          .onConflictDoUpdate({ target: settings.key, set: { value } }),
      );
    await setCreation('disabled');
    try {
      const refused = await staff.asAdmin({ method: 'POST', url: '/api/users', payload: newUser() });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'ERR_USER_CREATION_DISABLED' });
      const operator = await createUser(ctx.db, staff.company.id, { profile: 'admin', isSuper: true });
      const asOperator = await clientFor(ctx, operator);
      expect((await asOperator({ method: 'POST', url: '/api/users', payload: newUser() })).statusCode).toBe(201);
    } finally {
      await setCreation('enabled');
    }
  });
});
