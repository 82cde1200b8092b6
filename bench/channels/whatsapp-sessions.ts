import type { ConnectionRow } from '../../apps/api/src/channels/channel-driver';
import { SessionLease } from '../../apps/api/src/channels/session-lease';
import { loadBaileys } from '../../apps/api/src/channels/whatsapp-web/baileys-lib';
import { createBaileysSocketFactory } from '../../apps/api/src/channels/whatsapp-web/socket-port';
import { createWhatsappWebDriver } from '../../apps/api/src/channels/whatsapp-web/whatsapp-web-driver';
import { connections } from '../../apps/api/src/db/schema';
import { DomainEvents } from '../../apps/api/src/platform/events/domain-events';
import { createLogger } from '../../apps/api/src/platform/logger/logger';
import { type ResultRow, ScenarioFailure, skippedRow } from '../load';
import type { BenchPlatform } from '../platform';
import type { ChannelFixtures } from './fixtures';
import { waitUntil } from './http';
import { memoryRow, type Peers, settledMemory } from './idle-memory';

export const whatsappSessions = Number(process.env.BENCH_WHATSAPP_SESSIONS ?? 20);

/**
 * What a WhatsApp Web (Baileys) session costs the API process while it waits, without WhatsApp:
 * WhatsApp is unreachable here, so the real driver and Baileys socket (as in the driver test "drives
 * the real Baileys socket") connect to the peers process's silent websocket server, which accepts and
 * never answers the Noise handshake. Each session then holds what a fresh session holds before its
 * QR code: the socket, its generated credentials (stored in PostgreSQL), timers and lease. A logged-in
 * session (signal sessions, message cache, app state) is larger and cannot be measured here.
 */
export async function runWhatsappSessions(
  platform: BenchPlatform,
  fixtures: ChannelFixtures,
  peers: Peers,
): Promise<ResultRow[]> {
  const name = `WhatsApp Web sessions waiting on a silent server (${whatsappSessions})`;
  if (!loadBaileys()) return [skippedRow(name, 'the baileys package is not installed')];
  const { port } = await peers.ask({ type: 'silent-server' });
  const statuses = new Map<number, string>();
  const driver = createWhatsappWebDriver({
    db: platform.db,
    events: new DomainEvents(),
    logger: createLogger('silent'),
    sink: {
      inbound: async () => undefined,
      status: async (connection, status) => void statuses.set(connection.id, status),
    },
    lease: new SessionLease(platform.db),
    // Longer than the measurement: the sessions stay in their opening handshake.
    socketFactory: createBaileysSocketFactory({ waWebSocketUrl: `ws://127.0.0.1:${port}`, connectTimeoutMs: 600_000 }),
    downloadMedia: async () => Buffer.alloc(0),
    callSettings: async () => ({ acceptCallWhatsapp: 'enabled', AcceptCallWhatsappMessage: '' }),
  });
  const rows: ConnectionRow[] = await platform.db.system.transaction((tx) =>
    tx
      .insert(connections)
      .values(
        Array.from({ length: whatsappSessions + 1 }, (_, index) => ({
          companyId: fixtures.companyId,
          name: `Bench phone ${index}`,
          channel: 'whatsapp' as const,
          status: 'DISCONNECTED' as const,
        })),
      )
      .returning(),
  );
  const open = async () => (await peers.ask({ type: 'silent-count' })).open;
  const reached = async (count: number) => {
    if (!(await waitUntil(async () => (await open()) >= count, 30_000))) {
      throw new ScenarioFailure(`${name}: ${await open()} of ${count} sessions reached the silent server`);
    }
  };
  try {
    // One session first, so what the first one loads and caches is not counted per session.
    const [warmUp, ...measured] = rows;
    if (warmUp) await driver.start(warmUp);
    await reached(1);
    const before = await settledMemory();
    for (const connection of measured) await driver.start(connection);
    await reached(measured.length + 1);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const closed = [...statuses.values()].filter((status) => status === 'DISCONNECTED').length;
    if (closed > 0) throw new ScenarioFailure(`${name}: ${closed} sessions ended DISCONNECTED while idle`);
    return [memoryRow(name, whatsappSessions, before, await settledMemory())];
  } finally {
    await driver.stopAll?.();
  }
}
