import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, companyWithStaff } from '../../../test/clients';
import { createCompany, createQueue, createUser, linkUserQueues } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';

describe('users: reading', () => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof companyWithStaff>>;
  let other: Awaited<ReturnType<typeof companyWithStaff>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await companyWithStaff(ctx);
    other = await companyWithStaff(ctx);
  });
  afterAll(() => ctx.close());

  describe('GET /api/users', () => {
    it('answers users with their queues, never a password hash', async () => {
      const queue = await createQueue(ctx.db, staff.company.id, { name: 'Vendas', color: '#00AA00' });
      await linkUserQueues(ctx.db, staff.company.id, staff.user.id, [queue.id]);
      const response = await staff.asAdmin({ method: 'GET', url: '/api/users' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ hasMore: false, count: 2 });
      const paulo = body.users.find((user: { id: number }) => user.id === staff.user.id);
      expect(paulo).toMatchObject({
        name: 'Plain Paulo',
        profile: 'user',
        super: false,
        companyId: staff.company.id,
        userClosePendingTicket: 'enabled',
        allTicket: 'disabled',
        allowGroup: false,
        startWork: '00:00',
        endWork: '23:59',
        defaultTicketsManagerWidth: 1100,
        queues: [{ id: queue.id, name: 'Vendas', color: '#00AA00' }],
      });
      expect(JSON.stringify(body)).not.toMatch(/passwordHash|password_hash|argon2/);
      // Another company's users never appear.
      expect(body.users.map((user: { id: number }) => user.id)).not.toContain(other.admin.id);
    });

    it('pages 20 at a time by name with hasMore and the total count', async () => {
      const { company } = await companyWithStaff(ctx);
      const admin = await createUser(ctx.db, company.id, { profile: 'admin', name: 'Aaa Admin' });
      for (let index = 0; index < 42; index++) {
        await createUser(ctx.db, company.id, { name: `Pessoa ${String(index).padStart(2, '0')}` });
      }
      const as = await clientFor(ctx, admin);
      const pages = [];
      for (const pageNumber of [1, 2, 3]) {
        const response = await as({ method: 'GET', url: `/api/users?pageNumber=${pageNumber}` });
        expect(response.statusCode).toBe(200);
        pages.push(response.json());
      }
      // 42 + "Aaa Admin" + the two staff users of companyWithStaff.
      expect(pages.map((page) => [page.users.length, page.hasMore, page.count])).toEqual([
        [20, true, 45],
        [20, true, 45],
        [5, false, 45],
      ]);
      const ids = pages.flatMap((page) => page.users.map((user: { id: number }) => user.id));
      expect(new Set(ids).size).toBe(45);
      expect(pages[0].users[0].name).toBe('Aaa Admin');
    });

    it('searches name and e-mail ignoring case and accents, with LIKE wildcards taken literally', async () => {
      const { company } = await companyWithStaff(ctx);
      const admin = await createUser(ctx.db, company.id, { profile: 'admin', name: 'Zé Admin' });
      await createUser(ctx.db, company.id, { name: 'João Conceição', email: 'jc@acme.test' });
      await createUser(ctx.db, company.id, { name: 'Maria', email: 'maria.suporte@acme.test' });
      await createUser(ctx.db, company.id, { name: '100% Bia' });
      const as = await clientFor(ctx, admin);
      const names = async (term: string) =>
        (await as({ method: 'GET', url: `/api/users?searchParam=${encodeURIComponent(term)}` }))
          .json()
          .users.map((user: { name: string }) => user.name);
      expect(await names('JOAO')).toEqual(['João Conceição']);
      expect(await names('conceicao')).toEqual(['João Conceição']);
      expect(await names('suporte@')).toEqual(['Maria']);
      expect(await names('%')).toEqual(['100% Bia']);
      expect(await names('nobody-here')).toEqual([]);
    });

    it('refuses a plain user (403 ERR_NO_PERMISSION) and a caller without a token (401)', async () => {
      const refused = await staff.asUser({ method: 'GET', url: '/api/users' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
      const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/users' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('answers 400 with the field for a bad page number', async () => {
      const response = await staff.asAdmin({ method: 'GET', url: '/api/users?pageNumber=0' });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([expect.objectContaining({ path: 'querystring.pageNumber' })]);
    });
  });

  describe('GET /api/users/list', () => {
    it('gives every user of the company light rows, filterable by queue and profile', async () => {
      const queue = await createQueue(ctx.db, staff.company.id);
      await linkUserQueues(ctx.db, staff.company.id, staff.admin.id, [queue.id]);
      const all = await staff.asUser({ method: 'GET', url: '/api/users/list' });
      expect(all.statusCode).toBe(200);
      expect(all.json()).toEqual([
        { id: staff.admin.id, name: 'Admin Ana', profile: 'admin', online: false, profileImage: null },
        { id: staff.user.id, name: 'Plain Paulo', profile: 'user', online: false, profileImage: null },
      ]);
      const inQueue = await staff.asUser({ method: 'GET', url: `/api/users/list?queueId=${queue.id}` });
      expect(inQueue.json().map((user: { id: number }) => user.id)).toEqual([staff.admin.id]);
      const plain = await staff.asUser({ method: 'GET', url: '/api/users/list?profile=user' });
      expect(plain.json().map((user: { id: number }) => user.id)).toEqual([staff.user.id]);
    });

    it('ignores a companyId in the query: the company is the token’s', async () => {
      const response = await staff.asUser({ method: 'GET', url: `/api/users/list?companyId=${other.company.id}` });
      expect(response.json().map((user: { id: number }) => user.id)).not.toContain(other.admin.id);
    });
  });

  describe('GET /api/users/{id}', () => {
    it('lets an admin read anyone of the company and a plain user only themself', async () => {
      expect((await staff.asAdmin({ method: 'GET', url: `/api/users/${staff.user.id}` })).json()).toMatchObject({
        id: staff.user.id,
        email: staff.user.email,
      });
      expect((await staff.asUser({ method: 'GET', url: `/api/users/${staff.user.id}` })).statusCode).toBe(200);
      const refused = await staff.asUser({ method: 'GET', url: `/api/users/${staff.admin.id}` });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
    });

    it('answers another company’s user as missing (404 ERR_NO_USER_FOUND)', async () => {
      const response = await staff.asAdmin({ method: 'GET', url: `/api/users/${other.user.id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'ERR_NO_USER_FOUND' });
      expect(response.body).not.toContain(other.user.email);
    });

    it('answers 400 for an id that is not a number', async () => {
      expect((await staff.asAdmin({ method: 'GET', url: '/api/users/abc' })).statusCode).toBe(400);
    });
  });

  describe('expired subscription', () => {
    it('answers 402 ERR_SUBSCRIPTION_EXPIRED on every users route', async () => {
      const company = await createCompany(ctx.db, { dueDate: new Date(Date.now() - 86_400_000) });
      const admin = await createUser(ctx.db, company.id, { profile: 'admin' });
      const as = await clientFor(ctx, admin);
      const calls = [
        { method: 'GET', url: '/api/users' },
        { method: 'GET', url: '/api/users/list' },
        { method: 'GET', url: `/api/users/${admin.id}` },
        { method: 'POST', url: '/api/users', payload: { name: 'Nova', email: 'nova@x.test', password: '12345' } },
        { method: 'PUT', url: `/api/users/${admin.id}`, payload: { name: 'Outro' } },
        { method: 'DELETE', url: `/api/users/${admin.id}` },
      ] as const;
      for (const call of calls) {
        const response = await as(call);
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(402);
        expect(response.json()).toMatchObject({ error: 'ERR_SUBSCRIPTION_EXPIRED' });
      }
    });
  });
});
