import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, companyWithStaff } from '../../../test/clients';
import {
  createCompany,
  createConnection,
  createPlan,
  createQueue,
  createUser,
  linkUserQueues,
} from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { login, me, refresh, refreshCookieOf } from '../auth/auth.test-support';

describe('PUT and DELETE /api/users/{id}', () => {
  let ctx: TestContext;
  let other: Awaited<ReturnType<typeof companyWithStaff>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    other = await companyWithStaff(ctx);
  });
  afterAll(() => ctx.close());

  describe('an admin', () => {
    it('edits anyone of the company: profile, flags, work hours, queues', async () => {
      const staff = await companyWithStaff(ctx);
      const [sales, support] = [
        await createQueue(ctx.db, staff.company.id),
        await createQueue(ctx.db, staff.company.id),
      ];
      await linkUserQueues(ctx.db, staff.company.id, staff.user.id, [sales.id]);
      const phone = await createConnection(ctx.db, staff.company.id);
      const response = await staff.asAdmin({
        method: 'PUT',
        url: `/api/users/${staff.user.id}`,
        payload: {
          name: 'Paulo Promovido',
          profile: 'admin',
          showDashboard: 'enabled',
          startWork: '08:00',
          endWork: '18:00',
          whatsappId: phone.id,
          queueIds: [support.id],
          companyId: other.company.id,
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: staff.user.id,
        companyId: staff.company.id,
        name: 'Paulo Promovido',
        profile: 'admin',
        showDashboard: 'enabled',
        startWork: '08:00',
        endWork: '18:00',
        whatsappId: phone.id,
        queues: [{ id: support.id, name: support.name, color: support.color }],
      });
    });

    it('setting someone’s password ends all their sessions', async () => {
      const staff = await companyWithStaff(ctx);
      const session = await login(ctx.app, staff.user.email);
      const { token } = session.json();
      const response = await staff.asAdmin({
        method: 'PUT',
        url: `/api/users/${staff.user.id}`,
        payload: { password: 'nova-senha' },
      });
      expect(response.statusCode).toBe(200);
      expect((await me(ctx.app, token)).statusCode).toBe(401);
      expect((await refresh(ctx.app, refreshCookieOf(session))).statusCode).toBe(401);
      expect((await login(ctx.app, staff.user.email, 'nova-senha')).statusCode).toBe(200);
    });

    it('answers 404 ERR_NO_USER_FOUND for another company’s user and leaves it unchanged', async () => {
      const staff = await companyWithStaff(ctx);
      const put = await staff.asAdmin({
        method: 'PUT',
        url: `/api/users/${other.user.id}`,
        payload: { name: 'Hacked' },
      });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toMatchObject({ error: 'ERR_NO_USER_FOUND' });
      const removed = await staff.asAdmin({ method: 'DELETE', url: `/api/users/${other.user.id}` });
      expect(removed.statusCode).toBe(404);
      const still = await other.asAdmin({ method: 'GET', url: `/api/users/${other.user.id}` });
      expect(still.json().name).toBe('Plain Paulo');
    });

    it('refuses another company’s queue ids (404 ERR_NO_QUEUE_FOUND)', async () => {
      const staff = await companyWithStaff(ctx);
      const foreign = await createQueue(ctx.db, other.company.id);
      const response = await staff.asAdmin({
        method: 'PUT',
        url: `/api/users/${staff.user.id}`,
        payload: { queueIds: [foreign.id] },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'ERR_NO_QUEUE_FOUND' });
    });

    it('refuses an e-mail another account uses (409 ERR_EMAIL_ALREADY_EXISTS)', async () => {
      const staff = await companyWithStaff(ctx);
      const response = await staff.asAdmin({
        method: 'PUT',
        url: `/api/users/${staff.user.id}`,
        payload: { email: other.admin.email },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'ERR_EMAIL_ALREADY_EXISTS' });
    });

    it('cannot demote the company’s last admin (409 ERR_LAST_ADMIN), but can once another admin exists', async () => {
      const staff = await companyWithStaff(ctx);
      const demote = () =>
        staff.asAdmin({ method: 'PUT', url: `/api/users/${staff.admin.id}`, payload: { profile: 'user' } });
      const refused = await demote();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'ERR_LAST_ADMIN' });
      await createUser(ctx.db, staff.company.id, { profile: 'admin' });
      expect((await demote()).statusCode).toBe(200);
    });

    it('neither sets the super flag nor edits a super user', async () => {
      const staff = await companyWithStaff(ctx);
      const promote = await staff.asAdmin({
        method: 'PUT',
        url: `/api/users/${staff.user.id}`,
        payload: { super: true },
      });
      expect(promote.statusCode).toBe(403);
      const operator = await createUser(ctx.db, staff.company.id, { profile: 'admin', isSuper: true });
      const takeover = await staff.asAdmin({
        method: 'PUT',
        url: `/api/users/${operator.id}`,
        payload: { password: 'takeover1' },
      });
      expect(takeover.statusCode).toBe(403);
      expect(takeover.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
    });

    it('deletes a user of the company, whose token stops working', async () => {
      const staff = await companyWithStaff(ctx);
      const events: unknown[] = [];
      const unsubscribe = ctx.app.events.subscribe('user.deleted', (event) => void events.push(event));
      const response = await staff.asAdmin({ method: 'DELETE', url: `/api/users/${staff.user.id}` });
      unsubscribe();
      expect(response.statusCode).toBe(204);
      expect(events).toEqual([{ type: 'user.deleted', companyId: staff.company.id, userId: staff.user.id }]);
      expect((await staff.asAdmin({ method: 'GET', url: `/api/users/${staff.user.id}` })).statusCode).toBe(404);
      expect((await staff.asUser({ method: 'GET', url: '/api/users/list' })).statusCode).toBe(401);
    });

    it('deletes neither themself nor a super user', async () => {
      const staff = await companyWithStaff(ctx);
      const self = await staff.asAdmin({ method: 'DELETE', url: `/api/users/${staff.admin.id}` });
      expect(self.statusCode).toBe(403);
      const operator = await createUser(ctx.db, staff.company.id, { profile: 'admin', isSuper: true });
      const superUser = await staff.asAdmin({ method: 'DELETE', url: `/api/users/${operator.id}` });
      expect(superUser.statusCode).toBe(403);
      // Not even another super user: the operator account is removed only after its flag is.
      const asOperator = await clientFor(
        ctx,
        await createUser(ctx.db, staff.company.id, { isSuper: true, profile: 'admin' }),
      );
      expect((await asOperator({ method: 'DELETE', url: `/api/users/${operator.id}` })).statusCode).toBe(403);
      const unflag = await asOperator({ method: 'PUT', url: `/api/users/${operator.id}`, payload: { super: false } });
      expect(unflag.statusCode).toBe(200);
      expect((await asOperator({ method: 'DELETE', url: `/api/users/${operator.id}` })).statusCode).toBe(204);
    });
  });

  describe('a plain user', () => {
    it('edits their own name, e-mail, password and preferences, keeping their own session', async () => {
      const staff = await companyWithStaff(ctx);
      const session = await login(ctx.app, staff.user.email);
      const { token } = session.json();
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${staff.user.id}`,
        headers: { authorization: `Bearer ${token}` },
        payload: {
          name: 'Paulo Novo',
          email: 'paulo.novo@acme.test',
          password: 'minha-senha',
          farewellMessage: 'Até logo!',
          defaultTheme: 'dark',
          defaultMenu: 'closed',
          defaultTicketsManagerWidth: 900,
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Paulo Novo',
        email: 'paulo.novo@acme.test',
        farewellMessage: 'Até logo!',
        defaultTheme: 'dark',
        defaultMenu: 'closed',
        defaultTicketsManagerWidth: 900,
      });
      expect((await me(ctx.app, token)).statusCode).toBe(200);
      expect((await refresh(ctx.app, refreshCookieOf(session))).statusCode).toBe(200);
    });

    it('may send the whole form back unchanged (the modal posts every field)', async () => {
      const staff = await companyWithStaff(ctx);
      const queue = await createQueue(ctx.db, staff.company.id);
      await linkUserQueues(ctx.db, staff.company.id, staff.user.id, [queue.id]);
      const current = (await staff.asUser({ method: 'GET', url: `/api/users/${staff.user.id}` })).json();
      const { id, companyId, queues, online, createdAt, updatedAt, profileImage, ...form } = current;
      const response = await staff.asUser({
        method: 'PUT',
        url: `/api/users/${staff.user.id}`,
        payload: { ...form, name: 'Só o nome', password: '', queueIds: [queue.id] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().name).toBe('Só o nome');
    });

    it.each([
      ['profile', { profile: 'admin' }],
      ['super', { super: true }],
      ['a permission flag', { allowConnections: 'enabled' }],
      ['allowGroup', { allowGroup: true }],
      ['work hours', { startWork: '01:00' }],
      ['the connection', { whatsappId: 3 }],
    ])('cannot change their own %s (403 ERR_NO_PERMISSION)', async (_label, payload) => {
      const staff = await companyWithStaff(ctx);
      const response = await staff.asUser({ method: 'PUT', url: `/api/users/${staff.user.id}`, payload });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
      const after = (await staff.asAdmin({ method: 'GET', url: `/api/users/${staff.user.id}` })).json();
      expect(after).toMatchObject({ profile: 'user', super: false, allowConnections: 'disabled', whatsappId: null });
    });

    it('cannot change their own queues', async () => {
      const staff = await companyWithStaff(ctx);
      const queue = await createQueue(ctx.db, staff.company.id);
      const response = await staff.asUser({
        method: 'PUT',
        url: `/api/users/${staff.user.id}`,
        payload: { queueIds: [queue.id] },
      });
      expect(response.statusCode).toBe(403);
    });

    it('cannot edit or delete anyone else', async () => {
      const staff = await companyWithStaff(ctx);
      const put = await staff.asUser({ method: 'PUT', url: `/api/users/${staff.admin.id}`, payload: { name: 'Eu' } });
      expect(put.statusCode).toBe(403);
      const removed = await staff.asUser({ method: 'DELETE', url: `/api/users/${staff.admin.id}` });
      expect(removed.statusCode).toBe(403);
      expect(removed.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
    });

    it('answers 400 with the field for an invalid value', async () => {
      const staff = await companyWithStaff(ctx);
      const response = await staff.asUser({
        method: 'PUT',
        url: `/api/users/${staff.user.id}`,
        payload: { password: '123', email: '' },
      });
      expect(response.statusCode).toBe(400);
      const issues = response
        .json()
        .issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]);
      expect(issues).toEqual(
        expect.arrayContaining([
          ['body.email', 'Required'],
          ['body.password', 'Too Short!'],
        ]),
      );
    });
  });

  it('a plan with room is not needed to edit (limits hold on create only)', async () => {
    const plan = await createPlan(ctx.db, { users: 1 });
    const company = await createCompany(ctx.db, { planId: plan.id });
    const admin = await createUser(ctx.db, company.id, { profile: 'admin' });
    const as = await clientFor(ctx, admin);
    expect((await as({ method: 'PUT', url: `/api/users/${admin.id}`, payload: { name: 'Única' } })).statusCode).toBe(
      200,
    );
  });

  /** The user modal's "Conexão Padrão" (whatsappId): only a connection of the user's own company. */
  describe('a user’s default connection', () => {
    let staff: Awaited<ReturnType<typeof companyWithStaff>>;
    beforeAll(async () => {
      staff = await companyWithStaff(ctx);
    });

    const readUser = async (id: number) => (await staff.asAdmin({ method: 'GET', url: `/api/users/${id}` })).json();

    it('is saved on create and on edit, and cleared with null', async () => {
      const [sales, support] = [
        await createConnection(ctx.db, staff.company.id),
        await createConnection(ctx.db, staff.company.id),
      ];
      const created = await staff.asAdmin({
        method: 'POST',
        url: '/api/users',
        payload: { name: 'Rita Vendas', email: 'rita@conexao.test', password: 'segredo1', whatsappId: sales.id },
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json();
      expect((await readUser(id)).whatsappId).toBe(sales.id);

      const moved = await staff.asAdmin({
        method: 'PUT',
        url: `/api/users/${id}`,
        payload: { whatsappId: support.id },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().whatsappId).toBe(support.id);

      const cleared = await staff.asAdmin({ method: 'PUT', url: `/api/users/${id}`, payload: { whatsappId: null } });
      expect(cleared.json().whatsappId).toBeNull();
    });

    it('answers 404 ERR_NO_WAPP_FOUND for another company’s connection and stores nothing', async () => {
      const theirs = await createConnection(ctx.db, other.company.id);
      const mine = await createConnection(ctx.db, staff.company.id);
      await staff.asAdmin({ method: 'PUT', url: `/api/users/${staff.user.id}`, payload: { whatsappId: mine.id } });

      const put = await staff.asAdmin({
        method: 'PUT',
        url: `/api/users/${staff.user.id}`,
        payload: { name: 'Outro Nome', whatsappId: theirs.id },
      });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toMatchObject({ error: 'ERR_NO_WAPP_FOUND' });
      expect(await readUser(staff.user.id)).toMatchObject({ name: staff.user.name, whatsappId: mine.id });

      const post = await staff.asAdmin({
        method: 'POST',
        url: '/api/users',
        payload: { name: 'Intrusa', email: 'intrusa@conexao.test', password: 'segredo1', whatsappId: theirs.id },
      });
      expect(post.statusCode).toBe(404);
      expect(post.json()).toMatchObject({ error: 'ERR_NO_WAPP_FOUND' });
      const list = (await staff.asAdmin({ method: 'GET', url: '/api/users/list' })).json();
      expect(JSON.stringify(list)).not.toContain('intrusa@conexao.test');
    });

    it('answers 404 ERR_NO_WAPP_FOUND for an id that is no connection', async () => {
      const put = await staff.asAdmin({
        method: 'PUT',
        url: `/api/users/${staff.user.id}`,
        payload: { whatsappId: 999_999 },
      });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toMatchObject({ error: 'ERR_NO_WAPP_FOUND' });
    });
  });
});
