import { calendarDate, daysBetween } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCompany, createPlan, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { companies, companySettings, settings, users } from '../../db/schema';
import { seedPlatform } from '../../db/seed/seed-platform';
import { createLogger } from '../../platform/logger/logger';
import { login } from './auth.test-support';

describe('POST /api/auth/signup', () => {
  let ctx: TestContext;
  let publicPlanId: number;
  let privatePlanId: number;
  let ipCounter = 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedPlatform(
      ctx.db,
      { adminEmail: 'root@example.com', adminPassword: 'root-password', dataDir: ctx.dataDir },
      createLogger('silent'),
    );
    publicPlanId = (await createPlan(ctx.db, { isPublic: true })).id;
    privatePlanId = (await createPlan(ctx.db, { isPublic: false })).id;
  });
  afterAll(() => ctx.close());

  const setAllowSignup = (value: string) =>
    ctx.db.system.transaction((tx) => tx.update(settings).set({ value }).where(eq(settings.key, 'allowSignup')));
  const signup = (payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload,
      remoteAddress: `192.0.2.${++ipCounter}`,
    });
  const form = (overrides: Record<string, unknown> = {}) => ({
    name: 'Maria Souza',
    companyName: `Loja ${Math.random().toString(36).slice(2, 8)}`,
    email: `maria-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'segredo1',
    phone: '(11) 98765-4321',
    planId: publicPlanId,
    ...overrides,
  });

  it('is refused while the global setting allowSignup is not enabled (the seeded default)', async () => {
    const response = await signup(form());
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('ERR_SIGNUP_DISABLED');
  });

  it('creates a new company (plan, due in 3 days, default settings) and its first admin, who can log in', async () => {
    await setAllowSignup('enabled');
    const body = form({ email: 'Nova@Example.com' });
    const response = await signup(body);
    expect(response.statusCode).toBe(201);
    const { company, user } = response.json();
    expect(user).toMatchObject({ name: 'Maria Souza', email: 'nova@example.com', profile: 'admin' });
    // Due at the end of the third day ahead on the company's calendar (São Paulo), like every due date.
    const zone = 'America/Sao_Paulo';
    expect(daysBetween(calendarDate(new Date(), zone), calendarDate(company.dueDate, zone))).toBe(3);
    expect(new Date(company.dueDate).toLocaleTimeString('en-GB', { timeZone: zone })).toBe('23:59:59');

    const [row] = await ctx.db.system.transaction((tx) =>
      tx.select().from(companies).where(eq(companies.id, company.id)),
    );
    expect(row).toMatchObject({ name: body.companyName, planId: publicPlanId, phone: '11987654321', status: true });
    expect(row?.timezone).toBe(zone);
    const settingsRows = await ctx.db.system.transaction((tx) =>
      tx.select().from(companySettings).where(eq(companySettings.companyId, company.id)),
    );
    expect(settingsRows).toHaveLength(1);

    const session = await login(ctx.app, 'nova@example.com', 'segredo1');
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ profile: 'admin', super: false, companyId: company.id });
  });

  it('ends the trial at the end of a day where the company is, whatever the hour of the signup', async () => {
    await setAllowSignup('enabled');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 23:45 on 9 March in São Paulo (02:45 UTC on the 10th): the trial runs through 12 March there.
      vi.setSystemTime(new Date('2026-03-10T02:45:00Z'));
      const late = await signup(form());
      expect(late.json().company.dueDate).toBe('2026-03-13T02:59:59.999Z');
      // 00:15 on 10 March there: through 13 March.
      vi.setSystemTime(new Date('2026-03-10T03:15:00Z'));
      const early = await signup(form());
      expect(early.json().company.dueDate).toBe('2026-03-14T02:59:59.999Z');
    } finally {
      vi.useRealTimers();
    }
  });

  it('never joins an existing company: a companyId (and dueDate/status) in the body are ignored', async () => {
    await setAllowSignup('enabled');
    const existing = await createCompany(ctx.db);
    const response = await signup(form({ companyId: existing.id, dueDate: '2999-01-01', status: false }));
    expect(response.statusCode).toBe(201);
    const { company, user } = response.json();
    expect(company.id).not.toBe(existing.id);
    expect(company.id).not.toBe(1);
    expect(new Date(company.dueDate).getFullYear()).toBeLessThan(2999);
    const [created] = await ctx.db.system.transaction((tx) => tx.select().from(users).where(eq(users.id, user.id)));
    expect(created?.companyId).toBe(company.id);
    const members = await ctx.db.system.transaction((tx) =>
      tx.select().from(users).where(eq(users.companyId, existing.id)),
    );
    expect(members).toEqual([]);
  });

  it('refuses an e-mail already in use (any case) with ERR_EMAIL_ALREADY_EXISTS, creating nothing', async () => {
    await setAllowSignup('enabled');
    const company = await createCompany(ctx.db);
    await createUser(ctx.db, company.id, { email: 'taken@example.com' });
    const body = form({ email: 'TAKEN@example.com' });
    const response = await signup(body);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('ERR_EMAIL_ALREADY_EXISTS');
    const leftovers = await ctx.db.system.transaction((tx) =>
      tx.select().from(companies).where(eq(companies.name, body.companyName)),
    );
    expect(leftovers).toEqual([]);
  });

  it('refuses a company name already in use with ERR_COMPANY_ALREADY_EXISTS', async () => {
    await setAllowSignup('enabled');
    const existing = await createCompany(ctx.db);
    const response = await signup(form({ companyName: existing.name }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('ERR_COMPANY_ALREADY_EXISTS');
  });

  it('accepts public plans only', async () => {
    await setAllowSignup('enabled');
    expect((await signup(form({ planId: privatePlanId }))).json().error).toBe('ERR_NO_PLAN_FOUND');
    expect((await signup(form({ planId: 999_999 }))).statusCode).toBe(404);
  });

  it('answers the validation texts of spec 1 §5', async () => {
    const response = await signup({ name: 'M', email: 'not-an-email', password: '123', planId: publicPlanId });
    expect(response.statusCode).toBe(400);
    const messages = response.json().issues.map((issue: { message: string }) => issue.message);
    expect(messages).toEqual(expect.arrayContaining(['Muito curto!', 'Email inválido']));
    const missing = await signup({ planId: publicPlanId });
    expect(missing.json().issues.map((issue: { message: string }) => issue.message)).toContain('Obrigatório');
    const long = await signup(form({ name: 'x'.repeat(51) }));
    expect(long.json().issues.map((issue: { message: string }) => issue.message)).toContain('Muito extenso!');
  });
});
