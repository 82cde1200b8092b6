import { randomBytes } from 'node:crypto';
import { companyEvent, companyNamespace, type ServerEventName } from '@chatdesk/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCompany, createUser, mintToken } from '../../../test/factories';
import { type ClientSocket, connectClient, recordEvents } from '../../../test/fixtures/realtime-clients';
import {
  type RealtimeNode,
  redisServerAvailable,
  startRealtimeNode,
  startRedisServer,
} from '../../../test/fixtures/realtime-processes';
import { startGatewayServer } from '../../../test/fixtures/realtime-server';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { TokenService } from '../auth/tokens';

let database: TestDatabase;
const secret = randomBytes(32).toString('hex');
const tokens = new TokenService(secret);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function companyWithUser() {
  const company = await createCompany(database.db);
  const user = await createUser(database.db, company.id);
  return { companyId: company.id, userId: user.id, token: await mintToken(tokens, user) };
}

/**
 * A peer's LISTEN (or SUBSCRIBE) for a namespace starts when that namespace first appears in
 * the peer, a moment after the client connected. So: re-send until the first copy arrives,
 * which proves the path is up; the assertions then use fresh events sent exactly once.
 */
async function untilDelivered(sendOnce: () => Promise<void> | void, seen: { event: string }[], event: string) {
  await vi.waitFor(
    async () => {
      await sendOnce();
      expect(seen.some((entry) => entry.event === event)).toBe(true);
    },
    { timeout: 15_000, interval: 100 },
  );
}

/** What a socket saw besides the probes of {@link untilDelivered}. */
const withoutProbes = (seen: { event: string; payload: unknown }[]) =>
  seen.filter((entry) => !(entry.payload as { probe?: boolean } | null)?.probe);

const cases = [
  { adapter: 'postgres', available: true },
  { adapter: 'redis', available: redisServerAvailable() },
] as const;

describe.each(cases)('two API processes on one database ($adapter adapter)', ({ adapter, available }) => {
  let nodeA: RealtimeNode;
  let nodeB: RealtimeNode;
  let stopRedis: (() => Promise<void>) | undefined;
  const clients: ClientSocket[] = [];

  beforeAll(async () => {
    if (!available) return;
    const env: Record<string, string> = { DATABASE_URL: database.url, JWT_SECRET: secret, REDIS_URL: '' };
    if (adapter === 'redis') {
      const redis = await startRedisServer();
      stopRedis = redis.stop;
      env.REDIS_URL = redis.url;
    }
    [nodeA, nodeB] = await Promise.all([startRealtimeNode(env), startRealtimeNode(env)]);
  }, 60_000);
  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all([nodeA?.stop(), nodeB?.stop()]);
    await stopRedis?.();
  });

  it.skipIf(!available)("delivers each process's emits to the other's clients, per company and user", async () => {
    const mine = await companyWithUser();
    const other = await companyWithUser();
    const onA = await connectClient(nodeA.url, companyNamespace(mine.companyId), { token: mine.token });
    const onB = await connectClient(nodeB.url, companyNamespace(mine.companyId), { token: mine.token });
    const otherOnA = await connectClient(nodeA.url, companyNamespace(other.companyId), { token: other.token });
    clients.push(onA, onB, otherOnA);
    const [seenOnA, seenOnB, seenByOther] = [recordEvents(onA), recordEvents(onB), recordEvents(otherOnA)];
    const ticketEvent = companyEvent(mine.companyId, 'ticket');
    const emit = (node: RealtimeNode, event: ServerEventName, payload: unknown) =>
      node.command({ type: 'emitToCompany', companyId: mine.companyId, event, payload });

    await untilDelivered(() => emit(nodeB, ticketEvent, { probe: true }), seenOnA, ticketEvent);
    await untilDelivered(() => emit(nodeA, ticketEvent, { probe: true }), seenOnB, ticketEvent);

    // B emits once: the client on A receives it once (and B's own client too).
    const update = { action: 'update', ticket: { id: 41 } };
    await emit(nodeB, ticketEvent, update);
    await vi.waitFor(() => expect(withoutProbes(seenOnA)).toEqual([{ event: ticketEvent, payload: update }]));
    await vi.waitFor(() => expect(withoutProbes(seenOnB)).toEqual([{ event: ticketEvent, payload: update }]));

    // A user room crosses processes too.
    const authEvent = companyEvent(mine.companyId, 'auth');
    const userId = mine.userId;
    await nodeA.command({ type: 'emitToUser', companyId: mine.companyId, userId, event: authEvent, payload: {} });
    await vi.waitFor(() => expect(seenOnB.map((entry) => entry.event)).toContain(authEvent));

    // The other company's client, on the same process as the receiver, saw none of it.
    const otherEvent = companyEvent(other.companyId, 'ticket');
    const emitOther = () =>
      nodeB.command({ type: 'emitToCompany', companyId: other.companyId, event: otherEvent, payload: {} });
    await untilDelivered(emitOther, seenByOther, otherEvent);
    expect(seenByOther.every((entry) => entry.event === otherEvent)).toBe(true);
  });
});

describe('the Postgres adapter', () => {
  it('keeps delivering after its LISTEN connection is terminated', async () => {
    const [receiver, sender] = await Promise.all([
      startGatewayServer({ db: database.db, databaseUrl: database.url, tokens }),
      startGatewayServer({ db: database.db, databaseUrl: database.url, tokens }),
    ]);
    try {
      const { companyId, token } = await companyWithUser();
      const client = await connectClient(receiver.url, companyNamespace(companyId), { token });
      const seen = recordEvents(client);
      const event = companyEvent(companyId, 'ticket');
      await untilDelivered(() => sender.gateway.emitToCompany(companyId, event, {}), seen, event);

      // Both gateways LISTEN; ending every such backend is what a database failover does.
      const terminated = await database.db.pool.query<{ pid: number }>(
        `SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'chatdesk-realtime' AND query LIKE 'LISTEN%'`,
      );
      const pids = terminated.rows.map((row) => row.pid);
      expect(pids.length).toBeGreaterThan(0);
      // Termination is asynchronous: until those backends are gone they may still deliver.
      await vi.waitFor(async () => {
        const alive = await database.db.pool.query('SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1)', [pids]);
        expect(alive.rowCount).toBe(0);
      });
      seen.length = 0;
      await untilDelivered(() => sender.gateway.emitToCompany(companyId, event, { after: true }), seen, event);
      client.close();
    } finally {
      await Promise.all([receiver.close(), sender.close()]);
    }
  });
});
