import { calendarDate, renewDueDate } from '@chatdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createPlan, createUser, factoryPassword } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { companies, companySettings, users } from '../../db/schema';
import { login } from '../auth/auth.test-support';
import { clientFor, platformWithTenants } from './admin.test-support';

describe('companies administration (super user)', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof platformWithTenants>>;
  let planId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await platformWithTenants(ctx);
    planId = (await createPlan(ctx.db, { name: 'Plano Pro', amount: '199.90' })).id;
  });
  afterAll(() => ctx.close());

  const form = (overrides: Record<string, unknown> = {}) => ({
    name: `Loja ${Math.random().toString(36).slice(2, 8)}`,
    email: `dono-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'segredo1',
    phone: '(11) 98765-4321',
    planId,
    ...overrides,
  });
  const countUsersByEmail = async (email: string) =>
    (await ctx.db.system.transaction((tx) => tx.select().from(users).where(sql`lower(${users.email}) = ${email}`)))
      .length;

  describe('POST /companies', () => {
    it('creates the company, its settings row and its first admin, who can log in', async () => {
      const body = form({ email: 'Nova.Loja@Example.com', recurrence: 'TRIMESTRAL', dueDate: '2031-05-10' });
      const response = await world.asSuper({ method: 'POST', url: '/api/companies', payload: body });
      expect(response.statusCode).toBe(201);
      const company = response.json();
      expect(company).toMatchObject({
        name: body.name,
        email: 'nova.loja@example.com',
        phone: '11987654321',
        planId,
        plan: { id: planId, name: 'Plano Pro', amount: '199.90' },
        status: true,
        recurrence: 'TRIMESTRAL',
        numberAttendants: 1,
        numberConections: 1,
        timezone: 'America/Sao_Paulo',
      });
      // The end of 10 May on the company's calendar (São Paulo, UTC-3).
      expect(company.dueDate).toBe('2031-05-11T02:59:59.999Z');
      expect(company.schedules).toHaveLength(7);

      const settingsRows = await ctx.db.system.transaction((tx) =>
        tx.select().from(companySettings).where(eq(companySettings.companyId, company.id)),
      );
      expect(settingsRows).toHaveLength(1);

      const session = await login(ctx.app, 'nova.loja@example.com', 'segredo1');
      expect(session.statusCode).toBe(200);
      expect(session.json().user).toMatchObject({ profile: 'admin', super: false, companyId: company.id });
    });

    it('without a due date, is due one recurrence from today', async () => {
      const response = await world.asSuper({
        method: 'POST',
        url: '/api/companies',
        payload: form({ recurrence: 'ANUAL' }),
      });
      expect(response.statusCode).toBe(201);
      expect(calendarDate(response.json().dueDate)).toBe(renewDueDate(new Date(), 'ANUAL'));
    });

    it('refuses a taken e-mail with ERR_EMAIL_ALREADY_EXISTS and leaves no company behind', async () => {
      const body = form({ email: world.acme.admin.email.toUpperCase() });
      const response = await world.asSuper({ method: 'POST', url: '/api/companies', payload: body });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('ERR_EMAIL_ALREADY_EXISTS');
      const left = await ctx.db.system.transaction((tx) =>
        tx.select().from(companies).where(eq(companies.name, body.name)),
      );
      expect(left).toHaveLength(0);
      expect(await countUsersByEmail(world.acme.admin.email.toLowerCase())).toBe(1);
    });

    it('refuses a taken name with ERR_COMPANY_ALREADY_EXISTS and creates no admin', async () => {
      const body = form({ name: world.acme.company.name });
      const response = await world.asSuper({ method: 'POST', url: '/api/companies', payload: body });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('ERR_COMPANY_ALREADY_EXISTS');
      expect(await countUsersByEmail(body.email)).toBe(0);
    });

    it('refuses an unknown plan and invalid fields with the spec texts', async () => {
      const unknownPlan = await world.asSuper({
        method: 'POST',
        url: '/api/companies',
        payload: form({ planId: 999_999 }),
      });
      expect(unknownPlan.json().error).toBe('ERR_NO_PLAN_FOUND');

      const invalid = await world.asSuper({
        method: 'POST',
        url: '/api/companies',
        payload: form({ name: 'A', email: 'not-an-email', numberAttendants: 'muitos', phone: '123' }),
      });
      expect(invalid.statusCode).toBe(400);
      const messages = invalid.json().issues.map((issue: { message: string }) => issue.message);
      expect(messages).toEqual(
        expect.arrayContaining(['Nome é obrigatório', 'Email inválido', 'Deve ser um número', 'Telefone inválido']),
      );
    });

    it('is the super user’s only: 403 for a company admin and a user, 401 without a token', async () => {
      for (const client of [world.acme.asAdmin, world.acme.asUser]) {
        const response = await client({ method: 'POST', url: '/api/companies', payload: form() });
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toBe('ERR_NO_PERMISSION');
      }
      expect((await world.anonymous({ method: 'POST', url: '/api/companies', payload: form() })).statusCode).toBe(401);
    });
  });

  describe('PUT /companies/{id}', () => {
    it('renews the due date and unlocks an expired company at once', async () => {
      const expired = await createCompany(ctx.db, { dueDate: new Date(Date.now() - 86_400_000) });
      const admin = await createUser(ctx.db, expired.id, { profile: 'admin' });
      const asExpired = await clientFor(ctx, admin);
      expect((await asExpired({ method: 'GET', url: '/api/helps' })).json().error).toBe('ERR_SUBSCRIPTION_EXPIRED');

      const next = renewDueDate(new Date(), 'MENSAL');
      const response = await world.asSuper({
        method: 'PUT',
        url: `/api/companies/${expired.id}`,
        payload: { dueDate: next },
      });
      expect(response.statusCode).toBe(200);
      expect(calendarDate(response.json().dueDate)).toBe(next);
      expect((await asExpired({ method: 'GET', url: '/api/helps' })).statusCode).toBe(200);
    });

    describe('the company e-mail and the admin login', () => {
      let ip = 0;
      const loginStatus = async (email: string, password: string) =>
        (await login(ctx.app, email, password, `198.51.100.${++ip}`)).statusCode;
      const put = (id: number, payload: Record<string, unknown>) =>
        world.asSuper({ method: 'PUT', url: `/api/companies/${id}`, payload });
      const emailsOf = async (companyId: number) =>
        (await ctx.db.system.transaction((tx) => tx.select().from(users).where(eq(users.companyId, companyId))))
          .map((user) => user.email)
          .sort();

      it('changes only the company e-mail: the admin still logs in with the old one, not the new one', async () => {
        const body = form();
        const created = (await world.asSuper({ method: 'POST', url: '/api/companies', payload: body })).json();
        const response = await put(created.id, { email: 'cobranca-nova@example.com', numberAttendants: 4 });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ email: 'cobranca-nova@example.com', numberAttendants: 4 });
        expect(await loginStatus(body.email, 'segredo1')).toBe(200);
        expect(await loginStatus('cobranca-nova@example.com', 'segredo1')).toBe(401);
        expect(await emailsOf(created.id)).toEqual([body.email]);
      });

      it('resets the main admin’s password after an e-mail change, and only theirs', async () => {
        const body = form();
        const created = (await world.asSuper({ method: 'POST', url: '/api/companies', payload: body })).json();
        const second = await createUser(ctx.db, created.id, { profile: 'admin' });
        await put(created.id, { email: 'financeiro-outro@example.com' });

        expect((await put(created.id, { password: 'trocada1' })).statusCode).toBe(200);
        expect(await loginStatus(body.email, 'trocada1')).toBe(200);
        expect(await loginStatus(body.email, 'segredo1')).toBe(401);
        expect(await loginStatus(second.email, factoryPassword)).toBe(200);
      });

      it('never touches another company’s users, even when the new e-mail is their login', async () => {
        const body = form();
        const created = (await world.asSuper({ method: 'POST', url: '/api/companies', payload: body })).json();
        const globexEmails = await emailsOf(world.globex.company.id);
        const response = await put(created.id, { email: world.globex.admin.email, password: 'trocada2' });
        expect(response.statusCode).toBe(200);
        expect(response.json().email).toBe(world.globex.admin.email.toLowerCase());
        expect(await emailsOf(world.globex.company.id)).toEqual(globexEmails);
        expect(await loginStatus(world.globex.admin.email, factoryPassword)).toBe(200);
        expect(await loginStatus(world.globex.admin.email, 'trocada2')).toBe(401);
        expect(await loginStatus(body.email, 'trocada2')).toBe(200);
      });
    });

    it('answers 404 for an unknown company and 409 for a taken name', async () => {
      const missing = await world.asSuper({ method: 'PUT', url: '/api/companies/999999', payload: { status: false } });
      expect(missing.statusCode).toBe(404);
      const taken = await world.asSuper({
        method: 'PUT',
        url: `/api/companies/${world.globex.company.id}`,
        payload: { name: world.acme.company.name },
      });
      expect(taken.json().error).toBe('ERR_COMPANY_ALREADY_EXISTS');
    });

    it('refuses a company admin, even on their own company', async () => {
      const response = await world.acme.asAdmin({
        method: 'PUT',
        url: `/api/companies/${world.acme.company.id}`,
        payload: { dueDate: '2099-01-01' },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('DELETE /companies/{id}', () => {
    it('never deletes company 1', async () => {
      const response = await world.asSuper({ method: 'DELETE', url: '/api/companies/1' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('ERR_PLATFORM_COMPANY_PROTECTED');
    });

    it('deletes a company with its users, then answers 404', async () => {
      const doomed = (await world.asSuper({ method: 'POST', url: '/api/companies', payload: form() })).json();
      expect((await world.asSuper({ method: 'DELETE', url: `/api/companies/${doomed.id}` })).statusCode).toBe(204);
      expect(await countUsersByEmail(doomed.email)).toBe(0);
      expect((await world.asSuper({ method: 'DELETE', url: `/api/companies/${doomed.id}` })).statusCode).toBe(404);
    });

    it('refuses a company admin', async () => {
      const response = await world.acme.asAdmin({ method: 'DELETE', url: `/api/companies/${world.globex.company.id}` });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('lists', () => {
    it('GET /companies/list answers every company with plan and folder figures', async () => {
      const response = await world.asSuper({ method: 'GET', url: '/api/companies/list' });
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list.map((company: { id: number }) => company.id)).toEqual(
        expect.arrayContaining([1, world.acme.company.id, world.globex.company.id]),
      );
      const acme = list.find((company: { id: number }) => company.id === world.acme.company.id);
      expect(acme.plan).toMatchObject({ id: world.acme.plan.id });
      expect(acme.updatedAtFolder).not.toBeNull();
    });

    it('GET /companies and /companiesPlan page by 20 with hasMore and search', async () => {
      for (let index = 0; index < 21; index++) await createCompany(ctx.db, { name: `Paginada ${index}` });
      const first = (await world.asSuper({ method: 'GET', url: '/api/companies?searchParam=paginada' })).json();
      expect(first.companies).toHaveLength(20);
      expect(first).toMatchObject({ count: 21, hasMore: true });
      const second = (
        await world.asSuper({ method: 'GET', url: '/api/companiesPlan?searchParam=Paginada&pageNumber=2' })
      ).json();
      expect(second.companies).toHaveLength(1);
      expect(second.hasMore).toBe(false);
      expect(second.companies[0].plan).toEqual(
        expect.objectContaining({ name: expect.any(String), amount: expect.any(String) }),
      );
    });

    it('are the super user’s only', async () => {
      for (const url of ['/api/companies/list', '/api/companies', '/api/companiesPlan']) {
        expect((await world.acme.asAdmin({ method: 'GET', url })).statusCode).toBe(403);
        expect((await world.acme.asUser({ method: 'GET', url })).statusCode).toBe(403);
      }
    });
  });
});
