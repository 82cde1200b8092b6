import { companyEvent, companyNamespace } from '@chatdesk/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createPlan, createUser, sessionToken } from '../../../test/factories';
import { type ClientSocket, connectClient, nextEvent, recordEvents } from '../../../test/fixtures/realtime-clients';
import { startTestPlatform, type TestPlatform } from '../../../test/harness';

type User = Awaited<ReturnType<typeof createUser>>;

/** `company-{id}-chat` through the real wiring (server.ts) and real sockets: participants only. */
describe('company-{id}-chat', () => {
  let testPlatform: TestPlatform;
  let owner: User;
  let member: User;
  let stranger: User;
  const sockets: ClientSocket[] = [];
  const tokens = new Map<number, string>();

  beforeAll(async () => {
    testPlatform = await startTestPlatform();
    const { db } = testPlatform.database;
    const plan = await createPlan(db, { users: 10 });
    const company = await createCompany(db, { planId: plan.id });
    [owner, member, stranger] = (await Promise.all(
      ['Olívia Dona', 'Marcos Membro', 'Estela Estranha'].map((name) => createUser(db, company.id, { name })),
    )) as [User, User, User];
    for (const user of [owner, member, stranger]) {
      tokens.set(user.id, await sessionToken({ db, tokens: testPlatform.tokens }, user));
    }
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await testPlatform?.close();
  });

  const socketOf = async (user: User) => {
    const socket = await connectClient(testPlatform.platform.url, companyNamespace(user.companyId), {
      token: tokens.get(user.id),
    });
    sockets.push(socket);
    return socket;
  };
  const call = (user: User, options: InjectOptions) =>
    testPlatform.platform.app.inject({
      ...options,
      headers: { authorization: `Bearer ${tokens.get(user.id)}` },
    } as InjectOptions);

  it('create, new-message and delete reach the participants; a non-participant socket gets nothing', async () => {
    const event = companyEvent(owner.companyId, 'chat');
    const [ownerSocket, memberSocket, strangerSocket] = [
      await socketOf(owner),
      await socketOf(member),
      await socketOf(stranger),
    ];
    const strangerEvents = recordEvents(strangerSocket);

    const toMember = nextEvent(memberSocket, event, (payload) => (payload as { action: string }).action === 'create');
    const created = await call(owner, {
      method: 'POST',
      url: '/api/chats',
      payload: { title: 'Turno da noite', users: [member.id] },
    });
    const chat = created.json() as { id: number };
    expect(await toMember).toMatchObject({ action: 'create', record: { id: chat.id, title: 'Turno da noite' } });

    const isMessage = (payload: unknown) => (payload as { action: string }).action === 'new-message';
    const messageToOwner = nextEvent(ownerSocket, event, isMessage);
    const messageToMember = nextEvent(memberSocket, event, isMessage);
    await call(member, { method: 'POST', url: `/api/chats/${chat.id}/messages`, payload: { message: 'Chegando!' } });
    const delivered = await messageToOwner;
    expect(delivered).toMatchObject({
      action: 'new-message',
      message: { chatId: chat.id, senderId: member.id, message: 'Chegando!' },
      record: { id: chat.id, lastMessage: 'Chegando!' },
    });
    const ownerRow = (delivered as { record: { users: { userId: number; unreads: number }[] } }).record.users.find(
      (entry) => entry.userId === owner.id,
    );
    expect(ownerRow?.unreads).toBe(1);
    await messageToMember;

    const deleted = nextEvent(memberSocket, event, (payload) => (payload as { action: string }).action === 'delete');
    await call(owner, { method: 'DELETE', url: `/api/chats/${chat.id}` });
    expect(await deleted).toEqual({ action: 'delete', id: chat.id });

    // A later chat that includes the stranger proves her socket was listening all along.
    const marker = nextEvent(strangerSocket, event);
    await call(owner, { method: 'POST', url: '/api/chats', payload: { title: 'Com Estela', users: [stranger.id] } });
    expect(await marker).toMatchObject({ action: 'create', record: { title: 'Com Estela' } });
    expect(strangerEvents.filter((entry) => entry.event === event)).toHaveLength(1);
  });

  it('a user removed by an edit is told to drop the chat', async () => {
    const event = companyEvent(owner.companyId, 'chat');
    const memberSocket = await socketOf(member);
    const created = await call(owner, {
      method: 'POST',
      url: '/api/chats',
      payload: { title: 'Sai', users: [member.id] },
    });
    const chat = created.json() as { id: number };
    const dropped = nextEvent(
      memberSocket,
      event,
      (payload) => (payload as { action: string; id?: number }).action === 'delete',
    );
    await call(owner, { method: 'PUT', url: `/api/chats/${chat.id}`, payload: { title: 'Sai', users: [stranger.id] } });
    expect(await dropped).toEqual({ action: 'delete', id: chat.id });
  });
});
