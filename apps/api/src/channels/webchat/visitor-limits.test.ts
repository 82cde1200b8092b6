import { type WebchatSession, webchatBodyMaxLength } from '@chatdesk/contracts';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestContext } from '../../../test/harness';
import { contacts, messages, tickets } from '../../db/schema';
import { TokenBuckets } from './visitor-rate-limit';
import { say, shop, startWebchatBed, type WebchatBed } from './webchat.test-support';
import { visitorFrameMaxBytes, visitorTextFrameMaxChars } from './webchat-gateway';

/** Small limits so the tests reach them; every client claims its IP through X-Forwarded-For. */
const limits = { handshakesPerMinute: 3, messagesPerMinute: 3, acksPerMinute: 3 };
let bed: WebchatBed;
let ctx: TestContext;
let companyId: number;
let nextIp = 1;
const freshIp = () => `203.0.113.${nextIp++}`;

beforeAll(async () => {
  bed = await startWebchatBed({ trustProxy: 'loopback', limits });
  ctx = bed.ctx;
  companyId = bed.desk.company.id;
});
afterEach(() => bed.disconnectAll());
afterAll(async () => {
  await bed?.close();
});

const open = (ip: string, token?: string): Socket =>
  bed.open(token ? { token } : {}, { origin: shop, 'x-forwarded-for': ip });

/** The visitor's session, or the code of the refused handshake. */
function visit(ip: string, token?: string): Promise<{ socket: Socket; session: WebchatSession } | string> {
  const socket = open(ip, token);
  return new Promise((resolve) => {
    socket.on('session', (session: WebchatSession) => resolve({ socket, session }));
    socket.on('connect_error', (error: Error) => resolve(error.message));
  });
}

async function visitor(ip = freshIp(), token?: string) {
  const outcome = await visit(ip, token);
  if (typeof outcome === 'string') throw new Error(`handshake refused: ${outcome}`);
  return outcome;
}

async function storedBodies(visitorId: string) {
  return ctx.db.system.transaction(async (tx) => {
    const rows = await tx
      .select({ body: messages.body })
      .from(messages)
      .innerJoin(tickets, eq(tickets.id, messages.ticketId))
      .innerJoin(contacts, eq(contacts.id, tickets.contactId))
      .where(and(eq(contacts.companyId, companyId), eq(contacts.number, visitorId)));
    return rows.map((row) => row.body).sort();
  });
}

describe('token buckets', () => {
  it('let a burst of the limit pass, then one token every 60/limit seconds; idle keys are swept', () => {
    const buckets = new TokenBuckets(3, 0);
    expect([1, 2, 3].map(() => buckets.take('a', 0).allowed)).toEqual([true, true, true]);
    expect(buckets.take('a', 0)).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(buckets.take('b', 0).allowed).toBe(true);
    expect(buckets.take('a', 19_000).allowed).toBe(false);
    expect(buckets.take('a', 20_000).allowed).toBe(true);
    expect(buckets.take('a', 20_000)).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(buckets.size).toBe(2);
    // 'b' has been idle for over a minute: dropped by the next take's sweep ('a' was used at 20 s).
    expect(buckets.take('c', 61_000).allowed).toBe(true);
    expect(buckets.size).toBe(2);
  });
});

describe('handshake limit per client IP', () => {
  it('refuses the IP over the limit with ERR_WEBCHAT_RATE_LIMITED while other IPs still connect', async () => {
    const ip = freshIp();
    for (let i = 0; i < limits.handshakesPerMinute; i += 1) expect(typeof (await visit(ip))).toBe('object');
    expect(await visit(ip)).toBe('ERR_WEBCHAT_RATE_LIMITED');
    // Refused handshakes count too: nothing gets cheaper by retrying.
    expect(await visit(ip)).toBe('ERR_WEBCHAT_RATE_LIMITED');
    expect(typeof (await visit(freshIp()))).toBe('object');
  });
});

describe('message limit per visitor', () => {
  it('answers ERR_WEBCHAT_RATE_LIMITED over the limit, shared by every tab of the visitor', async () => {
    const first = await visitor();
    const secondTab = await visitor(freshIp(), first.session.token);
    expect(secondTab.session.visitorId).toBe(first.session.visitorId);
    const other = await visitor();
    expect(await say(first.socket, { clientId: 'lim-aaaaaa1', body: 'um' })).toMatchObject({ ok: true });
    expect(await say(secondTab.socket, { clientId: 'lim-aaaaaa2', body: 'dois' })).toMatchObject({ ok: true });
    expect(await say(first.socket, { clientId: 'lim-aaaaaa3', body: 'três' })).toMatchObject({ ok: true });
    const refused = { ok: false, error: 'ERR_WEBCHAT_RATE_LIMITED' };
    expect(await say(secondTab.socket, { clientId: 'lim-aaaaaa4', body: 'quatro' })).toEqual(refused);
    expect(await say(first.socket, { clientId: 'lim-aaaaaa5', body: 'cinco' })).toEqual(refused);
    expect(await say(other.socket, { clientId: 'lim-bbbbbb1', body: 'outro' })).toMatchObject({ ok: true });
    expect(await storedBodies(first.session.visitorId)).toEqual(['dois', 'três', 'um']);
  });
});

describe('ack limit per visitor', () => {
  it('drops ack events over the limit before they reach the pipeline', async () => {
    const inbound = vi.spyOn(ctx.channels.runtime, 'inbound');
    try {
      const { socket } = await visitor();
      const ids = [1, 2, 3, 4, 5].map((n) => `WCO${String(n).padStart(20, '0')}`);
      for (const id of ids) socket.emit('ack', { externalIds: [id], ack: 2 });
      const acked = () => inbound.mock.calls.map(([, event]) => event).filter((event) => event.kind === 'ack');
      await vi.waitFor(() => expect(acked()).toHaveLength(limits.acksPerMinute), { timeout: 5_000 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(acked().map((event) => (event.kind === 'ack' ? event.externalId : ''))).toEqual(ids.slice(0, 3));
    } finally {
      inbound.mockRestore();
    }
  });
});

describe('visitor payloads', () => {
  it('refuses a text over the body limit with ERR_WEBCHAT_MESSAGE_TOO_LONG and accepts one at it', async () => {
    const { socket, session } = await visitor();
    const tooLong = await say(socket, { clientId: 'len-aaaaaa1', body: 'a'.repeat(webchatBodyMaxLength + 1) });
    expect(tooLong).toEqual({ ok: false, error: 'ERR_WEBCHAT_MESSAGE_TOO_LONG' });
    const atLimit = await say(socket, { clientId: 'len-aaaaaa2', body: `  ${'b'.repeat(webchatBodyMaxLength)}  ` });
    expect(atLimit).toMatchObject({ ok: true });
    expect(await storedBodies(session.visitorId)).toEqual(['b'.repeat(webchatBodyMaxLength)]);
  });

  it('refuses malformed messages with ERR_VALIDATION', async () => {
    const { socket, session } = await visitor();
    const invalid = { ok: false, error: 'ERR_VALIDATION' };
    expect(await say(socket, 'just a string')).toEqual(invalid);
    expect(await say(socket, { clientId: 'val-aaaaaa1', body: 42 })).toEqual(invalid);
    expect(
      await say(socket, { clientId: 'val-aaaaaa2', body: '', attachment: { name: 'a.png', data: 'not bytes' } }),
    ).toEqual(invalid);
    expect(await storedBodies(session.visitorId)).toEqual([]);
  });

  it('closes a socket whose text frame is far over any valid message, before it is parsed', async () => {
    const { socket, session } = await visitor();
    const closed = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
    const replied = vi.fn();
    socket.emit('message', { clientId: 'txt-aaaaaa1', body: 'x'.repeat(visitorTextFrameMaxChars) }, replied);
    expect(await closed).toBe('transport close');
    expect(replied).not.toHaveBeenCalled();
    expect(await storedBodies(session.visitorId)).toEqual([]);
  });

  it('closes a socket that sends a frame over the engine limit', async () => {
    const { socket } = await visitor();
    const closed = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
    socket.emit('message', {
      clientId: 'big-aaaaaa1',
      body: '',
      attachment: { name: 'big.bin', data: Buffer.alloc(visitorFrameMaxBytes + 1) },
    });
    expect(await closed).toBe('transport close');
  });
});
