import { randomBytes } from 'node:crypto';
import { companyEvent, companyNamespace, rooms } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, mintToken } from '../../../test/factories';
import {
  type ClientSocket,
  connectClient,
  nextEvent,
  recordEvents,
  send,
} from '../../../test/fixtures/realtime-clients';
import { type GatewayServer, startGatewayServer } from '../../../test/fixtures/realtime-server';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { users } from '../../db/schema';
import { type AuthClaims, TokenService } from '../auth/tokens';

let database: TestDatabase;
let server: GatewayServer;
let companyId: number;
let userId: number;
let socket: ClientSocket;
const tokens = new TokenService(randomBytes(32).toString('hex'));

beforeAll(async () => {
  database = await createTestDatabase();
  // No throttle: the userStatus test pings right after the connect's own presence write.
  server = await startGatewayServer({ db: database.db, databaseUrl: database.url, tokens, presenceMinIntervalMs: 0 });
  const company = await createCompany(database.db);
  const user = await createUser(database.db, company.id);
  companyId = company.id;
  userId = user.id;
  socket = await connectClient(server.url, companyNamespace(company.id), { token: await mintToken(tokens, user) });
});
afterAll(async () => {
  socket?.close();
  await server?.close();
  await database?.drop();
});

/**
 * Whether the socket is in `room`: emit there, then to the socket's own user room. Both go
 * out of one process over one connection in order, so the probe arrives after the room event
 * or the room event never comes.
 */
async function receivesIn(room: Parameters<typeof server.gateway.emitToRoom>[1]) {
  const event = companyEvent(companyId, 'ticket');
  const seen = recordEvents(socket);
  const probe = nextEvent(socket, companyEvent(companyId, 'user'));
  server.gateway.emitToRoom(companyId, room, event, { room });
  server.gateway.emitToUser(companyId, userId, companyEvent(companyId, 'user'), { probe: true });
  await probe;
  socket.offAny();
  return seen.some((entry) => entry.event === event);
}

describe('client join events', () => {
  it('joins and leaves the notification room', async () => {
    expect(await send(socket, 'joinNotification')).toEqual({ ok: true });
    expect(await receivesIn(rooms.notification())).toBe(true);
    expect(await send(socket, 'leaveNotification')).toEqual({ ok: true });
    expect(await receivesIn(rooms.notification())).toBe(false);
  });

  it('joins and leaves a ticket status room, given as a string or as { status }', async () => {
    expect(await send(socket, 'joinTickets', 'pending')).toEqual({ ok: true });
    expect(await send(socket, 'joinTickets', { status: 'open' })).toEqual({ ok: true });
    expect(await receivesIn(rooms.ticketStatus('pending'))).toBe(true);
    expect(await receivesIn(rooms.ticketStatus('open'))).toBe(true);
    expect(await send(socket, 'leaveTickets', { status: 'pending' })).toEqual({ ok: true });
    expect(await receivesIn(rooms.ticketStatus('pending'))).toBe(false);
    expect(await receivesIn(rooms.ticketStatus('closed'))).toBe(false);
  });

  it('answers ERR_VALIDATION to invalid payloads, joins nothing and stays connected', async () => {
    for (const [event, payload] of [
      ['joinTickets', 'archived'],
      ['joinTickets', { status: '<script>' }],
      ['joinChatBox', 'abc'],
      ['joinChatBox', -3],
      ['joinChatBox', true],
      ['joinChatBoxLeave', { id: 1 }],
      ['joinNotification', 'everything'],
    ] as const) {
      expect(await send(socket, event, payload), `${event} ${JSON.stringify(payload)}`).toEqual({
        ok: false,
        error: 'ERR_VALIDATION',
      });
    }
    // Without a callback a bad payload is dropped silently; the socket keeps working.
    socket.emit('joinTickets', { status: 42 });
    socket.emit('joinChatBox');
    expect(await send(socket, 'joinNotification')).toEqual({ ok: true });
    expect(socket.connected).toBe(true);
  });

  it('refuses ticket rooms while no policy is registered', async () => {
    expect(await send(socket, 'joinChatBox', 7)).toEqual({ ok: false, error: 'ERR_NO_PERMISSION' });
    expect(await receivesIn(rooms.ticket(7))).toBe(false);
  });

  it('asks the registered ticket policy with the caller and the ticket id', async () => {
    const asked: [AuthClaims, number][] = [];
    server.gateway.setJoinPolicy('ticket', async (auth, ticketId) => {
      asked.push([auth, ticketId]);
      return ticketId === 5;
    });
    expect(await send(socket, 'joinChatBox', '5')).toEqual({ ok: true });
    expect(await send(socket, 'joinChatBox', 6)).toEqual({ ok: false, error: 'ERR_NO_PERMISSION' });
    expect(asked.map(([auth, ticketId]) => [auth.userId, auth.companyId, ticketId])).toEqual([
      [userId, companyId, 5],
      [userId, companyId, 6],
    ]);
    expect(await receivesIn(rooms.ticket(5))).toBe(true);
    expect(await receivesIn(rooms.ticket(6))).toBe(false);
    expect(await send(socket, 'joinChatBoxLeave', 5)).toEqual({ ok: true });
    expect(await receivesIn(rooms.ticket(5))).toBe(false);
  });

  it('answers ERR_INTERNAL when a policy throws', async () => {
    server.gateway.setJoinPolicy('ticketStatus', async () => {
      throw new Error('queue lookup failed');
    });
    expect(await send(socket, 'joinTickets', 'group')).toEqual({ ok: false, error: 'ERR_INTERNAL' });
    expect(await receivesIn(rooms.ticketStatus('group'))).toBe(false);
  });

  it('userStatus marks the user online and refreshes last_seen_at', async () => {
    await database.db.system.transaction((tx) =>
      tx
        .update(users)
        .set({ online: false, lastSeenAt: new Date(0) })
        .where(eq(users.id, userId)),
    );
    expect(await send(socket, 'userStatus')).toEqual({ ok: true });
    const [row] = await database.db.system.transaction((tx) =>
      tx.select({ online: users.online, lastSeenAt: users.lastSeenAt }).from(users).where(eq(users.id, userId)),
    );
    expect(row?.online).toBe(true);
    expect(row?.lastSeenAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
