import { companyEvent, companyNamespace } from '@chatdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, sessionToken } from '../../../test/factories';
import { type ClientSocket, connectClient, nextEvent, refusal } from '../../../test/fixtures/realtime-clients';
import { startTestPlatform, type TestPlatform } from '../../../test/harness';
import { login, refreshCookieOf } from './auth.test-support';

/** Ending a login session ends its sockets, through the real wiring (server.ts) and real clients. */
let testPlatform: TestPlatform;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  testPlatform = await startTestPlatform();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await testPlatform?.close();
});

async function companyDesk() {
  const { platform, database, tokens } = testPlatform;
  const company = await createCompany(database.db);
  const admin = await createUser(database.db, company.id, { profile: 'admin' });
  const user = await createUser(database.db, company.id);
  const namespace = companyNamespace(company.id);
  const open = async (token: string) => {
    const socket = await connectClient(platform.url, namespace, { token });
    sockets.push(socket);
    return socket;
  };
  const adminToken = await sessionToken({ db: database.db, tokens }, admin);
  const asAdmin = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
    platform.app.inject({ method, url, payload, headers: { authorization: `Bearer ${adminToken}` } });
  /** The user logged in over HTTP, with a socket of that session. */
  const loggedIn = async () => {
    const answer = await login(platform.app, user.email);
    const token = answer.json().token as string;
    return { token, cookie: refreshCookieOf(answer), socket: await open(token) };
  };
  return { companyId: company.id, user, namespace, witness: await open(adminToken), asAdmin, loggedIn, open };
}

/**
 * The ended socket is dropped by the server, gets none of the ticket events that follow (the
 * witness, still connected, does) and its token cannot connect again.
 */
async function expectEnded(desk: Awaited<ReturnType<typeof companyDesk>>, ended: ClientSocket, token: string) {
  const received: string[] = [];
  ended.onAny((event: string) => received.push(event));
  const { platform } = testPlatform;
  if (ended.connected) await new Promise((resolve) => ended.once('disconnect', resolve));
  const event = companyEvent(desk.companyId, 'ticket');
  const witnessed = nextEvent(desk.witness, event);
  platform.realtime.emitToCompany(desk.companyId, event, { action: 'update', ticket: { id: 1 } });
  platform.realtime.emitToUser(desk.companyId, desk.user.id, event, { action: 'update', ticket: { id: 2 } });
  await witnessed;
  expect(received).toEqual([]);
  expect((await refusal(platform.url, desk.namespace, { token })).message).toBe('ERR_SESSION_EXPIRED');
}

const disconnection = (socket: ClientSocket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

describe('ending a login session ends its sockets', () => {
  type Desk = Awaited<ReturnType<typeof companyDesk>>;
  const endings: [string, (desk: Desk, cookie: string) => Promise<{ statusCode: number }>, number][] = [
    [
      'logout',
      (_desk, cookie) =>
        testPlatform.platform.app.inject({ method: 'DELETE', url: '/api/auth/logout', cookies: { jrt: cookie } }),
      204,
    ],
    [
      'an admin setting the password',
      (desk) => desk.asAdmin('PUT', `/api/users/${desk.user.id}`, { password: 'another-pass-1' }),
      200,
    ],
    ['deleting the user', (desk) => desk.asAdmin('DELETE', `/api/users/${desk.user.id}`), 204],
  ];

  it.each(endings)('%s disconnects the session socket, which gets no later events', async (_name, end, status) => {
    const desk = await companyDesk();
    const { token, cookie, socket } = await desk.loggedIn();
    const dropped = disconnection(socket);
    expect((await end(desk, cookie)).statusCode).toBe(status);
    expect(await dropped).toBe('io server disconnect');
    await expectEnded(desk, socket, token);
  });

  it('the user changing their own password keeps the current session socket', async () => {
    const desk = await companyDesk();
    const { token, socket } = await desk.loggedIn();
    const answer = await testPlatform.platform.app.inject({
      method: 'PUT',
      url: `/api/users/${desk.user.id}`,
      payload: { password: 'another-pass-2' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(200);
    const event = companyEvent(desk.companyId, 'ticket');
    const received = nextEvent(socket, event);
    testPlatform.platform.realtime.emitToUser(desk.companyId, desk.user.id, event, { action: 'update' });
    expect(await received).toEqual({ action: 'update' });
    expect(socket.connected).toBe(true);
  });

  it("another company's admin cannot end the user's sessions", async () => {
    const desk = await companyDesk();
    const other = await companyDesk();
    const { socket } = await desk.loggedIn();
    const put = await other.asAdmin('PUT', `/api/users/${desk.user.id}`, { password: 'another-pass-3' });
    const removed = await other.asAdmin('DELETE', `/api/users/${desk.user.id}`);
    expect([put.statusCode, removed.statusCode]).toEqual([404, 404]);
    expect(socket.connected).toBe(true);
  });
});
