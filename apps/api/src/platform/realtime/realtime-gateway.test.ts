import { randomBytes } from 'node:crypto';
import { companyEvent, companyNamespace } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCompany, createUser, mintToken, signRawToken } from '../../../test/factories';
import {
  type ClientSocket,
  connectClient,
  nextEvent,
  recordEvents,
  refusal,
  send,
} from '../../../test/fixtures/realtime-clients';
import { type GatewayServer, startGatewayServer } from '../../../test/fixtures/realtime-server';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { users } from '../../db/schema';
import { TokenService } from '../auth/tokens';

let database: TestDatabase;
let server: GatewayServer;
const secret = randomBytes(32).toString('hex');
const tokens = new TokenService(secret);

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startGatewayServer({ db: database.db, databaseUrl: database.url, tokens });
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

// Closed after each test even when it fails, so the next one starts with no socket open.
const opened: ClientSocket[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
async function connect(...args: Parameters<typeof connectClient>) {
  const socket = await connectClient(...args);
  opened.push(socket);
  return socket;
}

/** Sockets the server has open; every test closes its own, so it settles at 0 between tests. */
const openSockets = async () => (await server.metrics.socketConnections.get()).values[0]?.value ?? 0;
const untilOpenSockets = (count: number) => vi.waitFor(async () => expect(await openSockets()).toBe(count));

async function companyWithUser() {
  const company = await createCompany(database.db);
  const user = await createUser(database.db, company.id);
  return { company, user, token: await mintToken(tokens, user), namespace: companyNamespace(company.id) };
}

describe('socket handshake', () => {
  it('accepts an unexpired token on the own company namespace, from auth or from the query', async () => {
    const { token, namespace } = await companyWithUser();
    const viaAuth = await connect(server.url, namespace, { token });
    const viaQuery = await connect(server.url, namespace, { queryToken: token });
    expect(viaAuth.connected && viaQuery.connected).toBe(true);
  });

  it('refuses an expired or forged token with ERR_INVALID_TOKEN', async () => {
    const { user, namespace } = await companyWithUser();
    const expired = await refusal(server.url, namespace, { token: await mintToken(tokens, user, -60) });
    expect(expired.message).toBe('ERR_INVALID_TOKEN');
    expect(expired.data?.error).toBe('ERR_INVALID_TOKEN');
    const otherKey = new TokenService(randomBytes(32).toString('hex'));
    const forged = await refusal(server.url, namespace, { token: await mintToken(otherKey, user) });
    expect(forged.message).toBe('ERR_INVALID_TOKEN');
  });

  it('refuses a token signed with the real key but without exp or a session id with ERR_SESSION_EXPIRED', async () => {
    const { company, user, namespace } = await companyWithUser();
    const claims = { sub: String(user.id), companyId: company.id, profile: 'user', isSuper: false };
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    const complete = await signRawToken(secret, { ...claims, sessionId: 's-1', exp: inAnHour });
    expect((await connect(server.url, namespace, { token: complete })).connected).toBe(true);
    for (const incomplete of [
      { ...claims, sessionId: 's-1' },
      { ...claims, exp: inAnHour },
    ]) {
      const refused = await refusal(server.url, namespace, { token: await signRawToken(secret, incomplete) });
      expect(refused.message).toBe('ERR_SESSION_EXPIRED');
    }
  });

  it('refuses a missing token with ERR_SESSION_EXPIRED', async () => {
    const { namespace } = await companyWithUser();
    expect((await refusal(server.url, namespace)).message).toBe('ERR_SESSION_EXPIRED');
  });

  it("refuses another company's namespace with ERR_NO_PERMISSION", async () => {
    const mine = await companyWithUser();
    const other = await companyWithUser();
    const error = await refusal(server.url, other.namespace, { token: mine.token });
    expect(error.message).toBe('ERR_NO_PERMISSION');
  });

  it('refuses namespaces of no company, non-canonical ids and the main namespace', async () => {
    const { token, company } = await companyWithUser();
    expect((await refusal(server.url, '/999999', { token })).message).toBe('Invalid namespace');
    expect((await refusal(server.url, `/0${company.id}`, { token })).message).toBe('Invalid namespace');
    expect((await refusal(server.url, '/', { token })).message).toBe('ERR_NO_PERMISSION');
  });

  it('counts connected sockets in the socket_connections gauge', async () => {
    await untilOpenSockets(0);
    const { token, namespace } = await companyWithUser();
    const socket = await connect(server.url, namespace, { token });
    expect(await openSockets()).toBe(1);
    socket.close();
    await untilOpenSockets(0);
  });
});

describe('emits', () => {
  it("emitToCompany reaches that company's sockets and no other company's", async () => {
    const a = await companyWithUser();
    const b = await companyWithUser();
    const socketA = await connect(server.url, a.namespace, { token: a.token });
    const socketB = await connect(server.url, b.namespace, { token: b.token });
    const seenByB = recordEvents(socketB);

    const received = nextEvent(socketA, companyEvent(a.company.id, 'ticket'));
    server.gateway.emitToCompany(a.company.id, companyEvent(a.company.id, 'ticket'), { action: 'update' });
    expect(await received).toEqual({ action: 'update' });
    // Same process, same order: once B has its own event, A's would have arrived before it.
    const sentinel = nextEvent(socketB, companyEvent(b.company.id, 'ticket'));
    server.gateway.emitToCompany(b.company.id, companyEvent(b.company.id, 'ticket'), { action: 'sentinel' });
    await sentinel;
    expect(seenByB).toEqual([{ event: companyEvent(b.company.id, 'ticket'), payload: { action: 'sentinel' } }]);
  });

  it("emitToUser reaches only that user's sockets", async () => {
    const { company, user, token, namespace } = await companyWithUser();
    const colleague = await createUser(database.db, company.id);
    const mine = await connect(server.url, namespace, { token });
    const theirs = await connect(server.url, namespace, { token: await mintToken(tokens, colleague) });
    const seenByColleague = recordEvents(theirs);
    const event = companyEvent(company.id, 'auth');

    const received = nextEvent(mine, event);
    server.gateway.emitToUser(company.id, user.id, event, { action: 'update', user: { id: user.id } });
    expect(await received).toEqual({ action: 'update', user: { id: user.id } });
    const sentinel = nextEvent(theirs, event);
    server.gateway.emitToUser(company.id, colleague.id, event, { action: 'sentinel' });
    await sentinel;
    expect(seenByColleague).toHaveLength(1);
  });

  it('emitToUsers reaches the listed users once each, and nobody else', async () => {
    const { company, user, token, namespace } = await companyWithUser();
    const colleague = await createUser(database.db, company.id);
    const outsider = await createUser(database.db, company.id);
    const mine = await connect(server.url, namespace, { token });
    const theirs = await connect(server.url, namespace, { token: await mintToken(tokens, colleague) });
    const other = await connect(server.url, namespace, { token: await mintToken(tokens, outsider) });
    const seen = [recordEvents(mine), recordEvents(theirs), recordEvents(other)];
    const event = companyEvent(company.id, 'ticket');

    server.gateway.emitToUsers(company.id, [user.id, colleague.id], event, { action: 'update' });
    const sentinels = [nextEvent(mine, event), nextEvent(theirs, event), nextEvent(other, event)];
    server.gateway.emitToCompany(company.id, event, { action: 'sentinel' });
    await Promise.all(sentinels);
    expect(seen.map((events) => events.map((entry) => (entry.payload as { action: string }).action))).toEqual([
      ['update', 'sentinel'],
      ['update', 'sentinel'],
      ['sentinel'],
    ]);
  });

  it('keeps the order of emits to one client, whatever room each went to', async () => {
    const { company, user, token, namespace } = await companyWithUser();
    const socket = await connect(server.url, namespace, { token });
    const seen = recordEvents(socket);
    const event = companyEvent(company.id, 'ticket');
    for (let sequence = 0; sequence < 40; sequence++) {
      if (sequence % 2) server.gateway.emitToUser(company.id, user.id, event, { sequence });
      else server.gateway.emitToCompany(company.id, event, { sequence });
    }
    await vi.waitFor(() => expect(seen).toHaveLength(40));
    expect(seen.map((entry) => (entry.payload as { sequence: number }).sequence)).toEqual([...Array(40).keys()]);
  });

  it("refuses to emit one company's event name into another company", async () => {
    const a = await companyWithUser();
    const b = await companyWithUser();
    expect(() => server.gateway.emitToCompany(a.company.id, companyEvent(b.company.id, 'ticket'), {})).toThrow();
  });
});

describe('lifecycle', () => {
  it('closes right after start, while the adapter is still connecting', async () => {
    const early = await startGatewayServer({ db: database.db, databaseUrl: database.url, tokens });
    await early.close();
  });
});

describe('presence', () => {
  const onlineOf = async (userId: number) => {
    const [row] = await database.db.system.transaction((tx) =>
      tx.select({ online: users.online, lastSeenAt: users.lastSeenAt }).from(users).where(eq(users.id, userId)),
    );
    return row;
  };

  it('is online while any socket of the user is connected and offline after the last one', async () => {
    await untilOpenSockets(0);
    const { user, token, namespace } = await companyWithUser();
    expect((await onlineOf(user.id))?.online).toBe(false);
    const first = await connect(server.url, namespace, { token });
    const second = await connect(server.url, namespace, { token });
    await server.gateway.settled();
    expect((await onlineOf(user.id))?.online).toBe(true);

    first.close();
    await untilOpenSockets(1);
    await server.gateway.settled();
    expect((await onlineOf(user.id))?.online).toBe(true);

    second.close();
    await untilOpenSockets(0);
    await server.gateway.settled();
    const after = await onlineOf(user.id);
    expect(after?.online).toBe(false);
    expect(after?.lastSeenAt).toBeInstanceOf(Date);
  });

  it("tells the panel's room when a user comes online (first socket) and goes offline (last socket)", async () => {
    const { company, namespace, token: watcherToken } = await companyWithUser();
    server.gateway.setJoinPolicy('moments', async () => true);
    const watcher = await connect(server.url, namespace, { token: watcherToken });
    const colleague = await createUser(database.db, company.id);
    const bystander = await connect(server.url, namespace, { token: await mintToken(tokens, colleague) });
    expect(await send(watcher, 'joinMoments')).toEqual({ ok: true });
    await server.gateway.settled();
    const attendant = await createUser(database.db, company.id);
    const token = await mintToken(tokens, attendant);
    const event = companyEvent(company.id, 'user');
    const ofAttendant = (online: boolean) => (payload: unknown) =>
      (payload as { userId: number; online: boolean }).userId === attendant.id &&
      (payload as { online: boolean }).online === online;
    const heard = recordEvents(watcher);
    const heardOutside = recordEvents(bystander);

    const cameOnline = nextEvent(watcher, event, ofAttendant(true));
    const first = await connect(server.url, namespace, { token });
    expect(await cameOnline).toEqual({ action: 'presence', userId: attendant.id, online: true });
    const second = await connect(server.url, namespace, { token });
    first.close();
    await untilOpenSockets(3);
    await server.gateway.settled();

    const wentOffline = nextEvent(watcher, event, ofAttendant(false));
    second.close();
    expect(await wentOffline).toEqual({ action: 'presence', userId: attendant.id, online: false });
    // A second socket and closing one of two change nothing, so nothing more was said.
    expect(heard.filter((entry) => entry.event === event && ofAttendant(true)(entry.payload))).toHaveLength(1);
    expect(heard.filter((entry) => entry.event === event && ofAttendant(false)(entry.payload))).toHaveLength(1);
    // A colleague outside the room hears nothing of it.
    expect(heardOutside).toEqual([]);
  });

  it('refuses the panel room while no module allows it', async () => {
    const fresh = await startGatewayServer({ db: database.db, databaseUrl: database.url, tokens });
    try {
      const { token, namespace } = await companyWithUser();
      const socket = await connectClient(fresh.url, namespace, { token });
      opened.push(socket);
      expect(await send(socket, 'joinMoments')).toEqual({ ok: false, error: 'ERR_NO_PERMISSION' });
    } finally {
      await fresh.close();
    }
  });
});
