import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, contacts } from '../src/db/schema';
import { type Client, clientFor, companyWithStaff } from './clients';
import { createCompany, createConnection, createUser } from './factories';
import { createTestContext, type TestContext } from './harness';

/** Bad input answers 4xx with a catalogue code, and a caller without a session never sees validation details. */
describe('bad input', () => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof companyWithStaff>>;
  let asSuper: Client;
  let anonymous: Client;
  let greeted: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await companyWithStaff(ctx);
    asSuper = await clientFor(ctx, await createUser(ctx.db, staff.company.id, { profile: 'admin', isSuper: true }));
    anonymous = await clientFor(ctx, null);
    greeted = (await createConnection(ctx.db, staff.company.id, { greetingMessage: 'Olá' })).id;
  });

  afterAll(async () => {
    await ctx?.close();
  });

  it('stores text sent with U+0000 without the NUL instead of failing', async () => {
    const response = await staff.asAdmin({
      method: 'POST',
      url: '/api/contacts',
      payload: { name: 'Ana\u0000 Souza', number: '5511999990001' },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.db.system.transaction((tx) =>
      tx.select({ name: contacts.name }).from(contacts).where(eq(contacts.id, response.json().id)),
    );
    expect(row?.name).toBe('Ana Souza');
    const search = await staff.asAdmin({ method: 'GET', url: '/api/contacts?searchParam=An%00a' });
    expect(search.statusCode).toBe(200);
  });

  it('lets the super user change only a company password, and answers an empty update with the company', async () => {
    const company = await createCompany(ctx.db, { planId: staff.plan.id });
    await createUser(ctx.db, company.id, { profile: 'admin', email: company.email ?? '' });
    const empty = await asSuper({ method: 'PUT', url: `/api/companies/${company.id}`, payload: {} });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().name).toBe(company.name);
    const password = await asSuper({
      method: 'PUT',
      url: `/api/companies/${company.id}`,
      payload: { password: 'a-new-password-1' },
    });
    expect(password.statusCode).toBe(200);
    const login = await anonymous({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: company.email, password: 'a-new-password-1' },
    });
    expect(login.statusCode).toBe(200);
    const [stored] = await ctx.db.system.transaction((tx) =>
      tx.select({ name: companies.name }).from(companies).where(eq(companies.id, company.id)),
    );
    expect(stored?.name).toBe(company.name);
  });

  it('answers an empty widget settings update with the settings as they are', async () => {
    const connection = await createConnection(ctx.db, staff.company.id, { channel: 'webchat' });
    const before = await staff.asAdmin({ method: 'GET', url: `/api/webchat/settings/${connection.id}` });
    const empty = await staff.asAdmin({ method: 'PUT', url: `/api/webchat/settings/${connection.id}`, payload: {} });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(before.json());
    const other = await companyWithStaff(ctx);
    const foreign = await other.asAdmin({ method: 'PUT', url: `/api/webchat/settings/${connection.id}`, payload: {} });
    expect(foreign.statusCode).toBe(404);
  });

  it.each([
    ['users', () => `/api/users/${staff.admin.id}/media-upload`],
    ['connections', () => `/api/whatsapp/${greeted}/media-upload`],
    ['contacts import', () => '/api/contacts/upload'],
    ['whitelabel logo', () => '/api/settings-whitelabel/logo'],
  ])('refuses multipart without a boundary or cut short on the %s upload with 400', async (_name, url) => {
    const malformed: [string, string][] = [
      ['multipart/form-data', 'x'],
      [
        'multipart/form-data; boundary=zz',
        '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nab',
      ],
      [`multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'],
    ];
    for (const [contentType, payload] of malformed) {
      const response = await asSuper({ method: 'POST', url: url(), headers: { 'content-type': contentType }, payload });
      expect(response.statusCode, `${contentType.slice(0, 40)}`).toBe(400);
      expect(response.json().error).toBe('ERR_VALIDATION');
    }
  });

  it('bounds ids to int32 on the Meta account routes', async () => {
    const response = await staff.asAdmin({ method: 'GET', url: '/api/meta/2147483648/account' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('ERR_VALIDATION');
  });

  it('takes an empty JSON body as no body, on a DELETE too', async () => {
    const queue = await staff.asAdmin({
      method: 'POST',
      url: '/api/queue',
      payload: { name: 'Vendas', color: '#112233' },
    });
    expect(queue.statusCode).toBe(201);
    const response = await staff.asAdmin({
      method: 'DELETE',
      url: `/api/queue/${queue.json().id}`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(204);
  });

  it('answers an unknown API route with 404 ERR_ROUTE_NOT_FOUND, whatever its body', async () => {
    for (const payload of ['', '{bad', '{}']) {
      const response = await staff.asAdmin({
        method: 'POST',
        url: '/api/no-such-route',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('ERR_ROUTE_NOT_FOUND');
    }
  });

  it('authenticates before reading the body: 401 without a session, 403 without the permission', async () => {
    const invalid = { name: 42, password: ['x'] };
    const anonymousAnswer = await anonymous({ method: 'PUT', url: '/api/companies/1', payload: invalid });
    expect(anonymousAnswer.statusCode).toBe(401);
    expect(anonymousAnswer.json()).not.toHaveProperty('issues');
    const notSuper = await staff.asAdmin({ method: 'PUT', url: '/api/companies/1', payload: invalid });
    expect(notSuper.statusCode).toBe(403);
    const plainUser = await staff.asUser({ method: 'PUT', url: '/api/meta/1/account', payload: invalid });
    expect(plainUser.statusCode).toBe(403);
    const malformed = await anonymous({
      method: 'POST',
      url: '/api/queue',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(malformed.statusCode).toBe(401);
  });
});
