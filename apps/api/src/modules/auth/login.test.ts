import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createPlan, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { companies, companySettings } from '../../db/schema';
import { login, me, refreshCookieOf } from './auth.test-support';

describe('POST /api/auth/login', () => {
  let ctx: TestContext;
  let companyId: number;
  let email: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    const plan = await createPlan(ctx.db, { useKanban: false, users: 7 });
    const company = await createCompany(ctx.db, { planId: plan.id, name: 'Acme Atendimento' });
    companyId = company.id;
    await ctx.db.system.transaction((tx) =>
      tx.insert(companySettings).values({ companyId, userRating: 'enabled', transferMessage: 'Transferido' }),
    );
    email = (await createUser(ctx.db, companyId, { name: 'Ana', profile: 'admin', email: 'ana@acme.test' })).email;
  });
  afterAll(() => ctx.close());

  it('answers a token and the user with company, plan flags, settings and due date', async () => {
    const response = await login(ctx.app, email);
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    const claims = await ctx.tokens.verifyAccess(token);
    expect(claims).toMatchObject({ userId: user.id, companyId, profile: 'admin', isSuper: false });
    expect(claims.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(user).toMatchObject({
      name: 'Ana',
      email: 'ana@acme.test',
      profile: 'admin',
      super: false,
      companyId,
      profileImage: null,
      defaultTheme: 'light',
      defaultMenu: 'open',
      userClosePendingTicket: 'enabled',
      allowConnections: 'disabled',
      queues: [],
      company: {
        id: companyId,
        name: 'Acme Atendimento',
        recurrence: 'MENSAL',
        plan: { useKanban: false, useWhatsapp: true, users: 7 },
      },
    });
    expect(new Date(user.company.dueDate).getTime()).toBeGreaterThan(Date.now());
    expect(user.company.companieSettings).toContainEqual({ key: 'userRating', value: 'enabled' });
    expect(user.company.companieSettings).toContainEqual({ key: 'transferMessage', value: 'Transferido' });
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('sets the refresh token as an httpOnly, SameSite=Strict cookie scoped to /api/auth', async () => {
    const response = await login(ctx.app, email);
    const cookie = response.cookies.find((candidate) => candidate.name === 'jrt');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie?.secure).toBeFalsy();
    expect(refreshCookieOf(response)).toMatch(new RegExp(`^${companyId}\\.`));
  });

  it('records the company last login', async () => {
    const before = Date.now() - 1000;
    await login(ctx.app, email);
    const [row] = await ctx.db.system.transaction((tx) =>
      tx.select({ lastLogin: companies.lastLogin }).from(companies).where(eq(companies.id, companyId)),
    );
    expect(row?.lastLogin?.getTime()).toBeGreaterThan(before);
  });

  it('accepts the e-mail in any case', async () => {
    const response = await login(ctx.app, '  ANA@Acme.Test ');
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('ana@acme.test');
  });

  it('refuses a wrong password with ERR_INVALID_CREDENTIALS and no cookie', async () => {
    const response = await login(ctx.app, email, 'wrong-password', '198.51.100.2');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'ERR_INVALID_CREDENTIALS' });
    expect(response.cookies.find((cookie) => cookie.name === 'jrt')).toBeUndefined();
  });

  it('refuses the users of a deactivated company, but only once the password is right', async () => {
    const inactive = await createCompany(ctx.db, { status: false });
    const user = await createUser(ctx.db, inactive.id);
    expect((await login(ctx.app, user.email, 'wrong-password', '198.51.100.3')).json().error).toBe(
      'ERR_INVALID_CREDENTIALS',
    );
    const refused = await login(ctx.app, user.email, undefined, '198.51.100.3');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('ERR_COMPANY_INACTIVE');
    expect(refused.cookies.find((cookie) => cookie.name === 'jrt')).toBeUndefined();
  });

  it('refuses an unknown e-mail exactly like a wrong password', async () => {
    const response = await login(ctx.app, 'nobody@acme.test', 'password123', '198.51.100.3');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'ERR_INVALID_CREDENTIALS',
      message: 'Erro de autenticação. Por favor, tente novamente.',
    });
  });

  it('validates the body', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('ERR_VALIDATION');
  });

  it('GET /api/auth/me answers the caller, and 401 without a token', async () => {
    const { token } = (await login(ctx.app, email)).json();
    const answer = await me(ctx.app, token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ email: 'ana@acme.test', company: { id: companyId } });
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe('ERR_SESSION_EXPIRED');
  });

  it('documents the auth routes in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/refresh_token', '/api/auth/signup']),
    );
  });
});
