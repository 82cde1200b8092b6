import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientFor, companyWithStaff } from '../../../test/clients';
import { createCompany, createPlan, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { plans } from '../../db/schema';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;
interface Chat {
  id: number;
  uuid: string;
  title: string;
  ownerId: number;
  lastMessage: string;
  users: { userId: number; unreads: number; user: { id: number; name: string } }[];
}

describe('internal chat', () => {
  let ctx: TestContext;
  let acme: Staff;
  let globex: Staff;
  /** A third user of acme who takes part in none of the chats below unless added. */
  let outsider: { id: number };
  let asOutsider: Client;

  beforeAll(async () => {
    ctx = await createTestContext();
    acme = await companyWithStaff(ctx);
    globex = await companyWithStaff(ctx);
    outsider = await createUser(ctx.db, acme.company.id, { profile: 'admin', name: 'Otto Outsider' });
    asOutsider = await clientFor(ctx, outsider as Parameters<typeof clientFor>[1]);
  });
  afterAll(() => ctx.close());

  /** A chat owned by acme's admin with acme's plain user. */
  const createChat = async (title = 'Plantão') => {
    const response = await acme.asAdmin({
      method: 'POST',
      url: '/api/chats',
      payload: { title, users: [{ id: acme.user.id, name: acme.user.name }] },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as Chat;
  };
  const post = (client: Client, chatId: number | string, message: string) =>
    client({ method: 'POST', url: `/api/chats/${chatId}/messages`, payload: { message } });
  const unreadsOf = (chat: Chat, userId: number) => chat.users.find((entry) => entry.userId === userId)?.unreads;

  it('creates a chat owned by the caller, who takes part with the chosen users', async () => {
    const chat = await createChat();
    expect(chat).toMatchObject({ title: 'Plantão', ownerId: acme.admin.id, lastMessage: '' });
    expect(chat.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(chat.users.map((entry) => entry.userId).sort()).toEqual([acme.admin.id, acme.user.id].sort());
    expect(chat.users.find((entry) => entry.userId === acme.user.id)).toEqual({
      userId: acme.user.id,
      unreads: 0,
      user: { id: acme.user.id, name: 'Plain Paulo' },
    });
    // A bare id is accepted as well as the spec client's { id, name }.
    const bare = await acme.asUser({
      method: 'POST',
      url: '/api/chats',
      payload: { title: 'x', users: [acme.admin.id] },
    });
    expect(bare.statusCode).toBe(201);
    expect(bare.json().ownerId).toBe(acme.user.id);
  });

  it('refuses a chat without a title or users, and users of another company', async () => {
    const cases = [
      { payload: { title: '  ', users: [acme.user.id] }, path: 'body.title', message: 'Obrigatório' },
      { payload: { title: 'Sem gente', users: [] }, path: 'body.users', message: 'Selecione ao menos um usuário' },
      { payload: { users: [acme.user.id] }, path: 'body.title', message: 'Obrigatório' },
      { payload: { title: 'x'.repeat(101), users: [acme.user.id] }, path: 'body.title', message: 'Muito extenso!' },
    ];
    for (const { payload, path, message } of cases) {
      const refused = await acme.asAdmin({ method: 'POST', url: '/api/chats', payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([{ path, message }]);
    }
    const foreign = await acme.asAdmin({
      method: 'POST',
      url: '/api/chats',
      payload: { title: 'Misturado', users: [globex.user.id] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('ERR_NO_USER_FOUND');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/chats' })).statusCode).toBe(401);
  });

  it('counts unreads per participant, pages the history and marks read for the caller only', async () => {
    const chat = await createChat('Histórico');
    for (let index = 1; index <= 23; index += 1) {
      const sent = await post(index % 2 ? acme.asAdmin : acme.asUser, chat.id, ` msg ${index} `);
      expect(sent.statusCode).toBe(201);
    }
    const empty = await post(acme.asUser, chat.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([{ path: 'body.message', message: 'Obrigatório' }]);

    const got = (await acme.asUser({ method: 'GET', url: `/api/chats/${chat.uuid}` })).json() as Chat;
    expect(got.lastMessage).toBe('msg 23');
    // 12 odd messages from the admin are the user's unreads, 11 even ones the admin's.
    expect(unreadsOf(got, acme.user.id)).toBe(12);
    expect(unreadsOf(got, acme.admin.id)).toBe(11);

    const first = (await acme.asUser({ method: 'GET', url: `/api/chats/${chat.id}/messages` })).json();
    expect(first.hasMore).toBe(true);
    expect(first.records.map((row: { message: string }) => row.message)).toEqual(
      Array.from({ length: 20 }, (_, index) => `msg ${index + 4}`),
    );
    expect(first.records[0]).toMatchObject({
      chatId: chat.id,
      senderId: acme.user.id,
      sender: { id: acme.user.id, name: 'Plain Paulo' },
    });
    const second = (await acme.asUser({ method: 'GET', url: `/api/chats/${chat.id}/messages?pageNumber=2` })).json();
    expect(second).toMatchObject({ hasMore: false });
    expect(second.records.map((row: { message: string }) => row.message)).toEqual(['msg 1', 'msg 2', 'msg 3']);

    const listed = (await acme.asUser({ method: 'GET', url: '/api/chats' })).json();
    expect(listed.records[0].id).toBe(chat.id);
    expect(listed.unreadChats).toBeGreaterThanOrEqual(1);

    const read = await acme.asUser({ method: 'POST', url: `/api/chats/${chat.id}/read`, payload: { userId: 999 } });
    expect(read.statusCode).toBe(200);
    expect(unreadsOf(read.json(), acme.user.id)).toBe(0);
    expect(unreadsOf(read.json(), acme.admin.id)).toBe(11);
    const after = (await acme.asUser({ method: 'GET', url: '/api/chats?searchParam=histó' })).json();
    expect(after.records.map((row: Chat) => row.id)).toEqual([chat.id]);
  });

  it('only the owner edits or deletes; other participants read and post', async () => {
    const chat = await createChat('Dono');
    const asParticipant = await acme.asUser({
      method: 'PUT',
      url: `/api/chats/${chat.id}`,
      payload: { title: 'Tomado', users: [acme.admin.id] },
    });
    expect(asParticipant.statusCode).toBe(403);
    expect(asParticipant.json().error).toBe('ERR_CHAT_OWNER_ONLY');
    const deleteByParticipant = await acme.asUser({ method: 'DELETE', url: `/api/chats/${chat.id}` });
    expect(deleteByParticipant.json().error).toBe('ERR_CHAT_OWNER_ONLY');
    expect((await post(acme.asUser, chat.id, 'posso escrever')).statusCode).toBe(201);

    // The owner swaps the plain user for the outsider; the owner stays in even when not chosen.
    const edited = await acme.asAdmin({
      method: 'PUT',
      url: `/api/chats/${chat.id}`,
      payload: { title: 'Dono 2', users: [outsider.id] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().title).toBe('Dono 2');
    expect(
      edited
        .json()
        .users.map((entry: { userId: number }) => entry.userId)
        .sort(),
    ).toEqual([acme.admin.id, outsider.id].sort());
    expect((await acme.asUser({ method: 'GET', url: `/api/chats/${chat.id}` })).statusCode).toBe(404);
    expect((await asOutsider({ method: 'GET', url: `/api/chats/${chat.id}/messages` })).statusCode).toBe(200);

    expect((await acme.asAdmin({ method: 'DELETE', url: `/api/chats/${chat.id}` })).statusCode).toBe(204);
    expect((await acme.asAdmin({ method: 'GET', url: `/api/chats/${chat.id}` })).statusCode).toBe(404);
  });

  it('a user who does not take part cannot read, post, read-mark, edit or delete the chat (404)', async () => {
    const chat = await createChat('Privado');
    await post(acme.asAdmin, chat.id, 'segredo');
    const attempts = [
      { method: 'GET', url: `/api/chats/${chat.id}` },
      { method: 'GET', url: `/api/chats/${chat.uuid}` },
      { method: 'GET', url: `/api/chats/${chat.id}/messages` },
      { method: 'POST', url: `/api/chats/${chat.id}/messages`, payload: { message: 'oi' } },
      { method: 'POST', url: `/api/chats/${chat.id}/read`, payload: {} },
      { method: 'PUT', url: `/api/chats/${chat.id}`, payload: { title: 'x', users: [outsider.id] } },
      { method: 'DELETE', url: `/api/chats/${chat.id}` },
    ] as const;
    for (const attempt of attempts) {
      const response = await asOutsider(attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(response.json().error).toBe('ERR_NO_CHAT_FOUND');
    }
    const list = (await asOutsider({ method: 'GET', url: '/api/chats' })).json();
    expect(list.records.map((row: Chat) => row.id)).not.toContain(chat.id);
  });

  it("another company's chat ids answer 404 on every route and change nothing", async () => {
    const chat = await createChat('Só da Acme');
    const attempts = [
      { method: 'GET', url: `/api/chats/${chat.id}` },
      { method: 'GET', url: `/api/chats/${chat.uuid}` },
      { method: 'GET', url: `/api/chats/${chat.id}/messages` },
      { method: 'POST', url: `/api/chats/${chat.id}/messages`, payload: { message: 'invasão' } },
      { method: 'POST', url: `/api/chats/${chat.id}/read`, payload: {} },
      { method: 'PUT', url: `/api/chats/${chat.id}`, payload: { title: 'x', users: [globex.user.id] } },
      { method: 'DELETE', url: `/api/chats/${chat.id}` },
    ] as const;
    for (const attempt of attempts) {
      const response = await globex.asAdmin(attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(response.json().error).toBe('ERR_NO_CHAT_FOUND');
    }
    const unchanged = (await acme.asAdmin({ method: 'GET', url: `/api/chats/${chat.id}` })).json();
    expect(unchanged).toMatchObject({ title: 'Só da Acme', lastMessage: '' });
    expect((await acme.asAdmin({ method: 'GET', url: '/api/chats/abc' })).statusCode).toBe(400);
  });

  it('a plan without useInternalChat is refused on every route', async () => {
    const plan = await createPlan(ctx.db, { useInternalChat: false });
    const company = await createCompany(ctx.db, { planId: plan.id });
    const user = await createUser(ctx.db, company.id, { profile: 'admin' });
    const other = await createUser(ctx.db, company.id);
    const client = await clientFor(ctx, user);
    const attempts = [
      { method: 'GET', url: '/api/chats' },
      { method: 'POST', url: '/api/chats', payload: { title: 'x', users: [other.id] } },
      { method: 'GET', url: '/api/chats/1' },
      { method: 'PUT', url: '/api/chats/1', payload: { title: 'x', users: [other.id] } },
      { method: 'DELETE', url: '/api/chats/1' },
      { method: 'GET', url: '/api/chats/1/messages' },
      { method: 'POST', url: '/api/chats/1/messages', payload: { message: 'oi' } },
      { method: 'POST', url: '/api/chats/1/read', payload: {} },
    ] as const;
    for (const attempt of attempts) {
      const response = await client(attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(response.json().error).toBe('ERR_PLAN_FEATURE_DISABLED');
    }
  });

  it('the plan is checked before the body is read, and a change of plan applies at once', async () => {
    // Listening to the companies' changes: the plan's flags are kept under the company's version.
    await ctx.db.changes.listening();
    const plan = await createPlan(ctx.db, { useInternalChat: true });
    const company = await createCompany(ctx.db, { planId: plan.id });
    const client = await clientFor(ctx, await createUser(ctx.db, company.id, { profile: 'admin' }));
    const setChat = (useInternalChat: boolean) =>
      ctx.db.system.transaction((tx) => tx.update(plans).set({ useInternalChat }).where(eq(plans.id, plan.id)));
    const invalid = { method: 'POST', url: '/api/chats', payload: { title: '' } } as const;
    expect((await client(invalid)).statusCode).toBe(400);
    expect((await client({ method: 'GET', url: '/api/chats' })).statusCode).toBe(200);
    await setChat(false);
    for (const attempt of [invalid, { method: 'GET', url: '/api/chats' }] as const) {
      const response = await client(attempt);
      expect(response.statusCode, attempt.url).toBe(403);
      expect(response.json().error).toBe('ERR_PLAN_FEATURE_DISABLED');
    }
    await setChat(true);
    expect((await client({ method: 'GET', url: '/api/chats' })).statusCode).toBe(200);
  });
});
