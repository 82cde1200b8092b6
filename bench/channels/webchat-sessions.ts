import type { ResultRow } from '../load';
import { ScenarioFailure } from '../load';
import type { BenchPlatform } from '../platform';
import type { ChannelFixtures } from './fixtures';
import { callApi } from './http';
import { memoryRow, type Peers, handshakesPerAddress as perAddress, settledMemory } from './idle-memory';

export const webchatVisitors = Number(process.env.BENCH_WEBCHAT_SOCKETS ?? 200);
const shop = 'https://shop.example';

/**
 * What an idle web chat visitor costs the API process: a webchat connection allowing `shop`, then
 * BENCH_WEBCHAT_SOCKETS visitors opened by the peers process (each admitted: `session` received),
 * memory sampled after full collections before and after, divided per visitor.
 */
export async function runWebchatSessions(
  platform: BenchPlatform,
  fixtures: ChannelFixtures,
  peers: Peers,
): Promise<ResultRow[]> {
  const name = `idle web chat visitors (${webchatVisitors} sockets)`;
  const api = <T>(method: string, path: string, body?: unknown, expected?: number) =>
    callApi<T>(platform.url, fixtures.adminToken, method, path, body, expected);
  const connection = await api<{ id: number; status: string }>(
    'POST',
    '/api/whatsapp',
    { name: 'Bench site', channel: 'webchat' },
    201,
  );
  const { widgetKey } = await api<{ widgetKey: string }>('PUT', `/api/webchat/settings/${connection.id}`, {
    allowedOrigins: [shop],
  });
  const visitors = (count: number, firstAddress: number) =>
    peers.ask({ type: 'visitors', url: platform.url, key: widgetKey, origin: shop, count, firstAddress, perAddress });
  // One visitor first, so code paths and caches warmed by the first handshake are not counted.
  const warmUp = await visitors(1, 10);
  if (warmUp.connected !== 1) throw new ScenarioFailure(`${name}: the first visitor was refused (${warmUp.refused})`);
  const before = await settledMemory();
  const opened = await visitors(webchatVisitors, 11);
  if (opened.connected !== webchatVisitors) {
    const reasons = [...new Set(opened.refused)].join('; ');
    throw new ScenarioFailure(`${name}: ${opened.connected} of ${webchatVisitors} visitors admitted (${reasons})`);
  }
  // Let the handshakes' own garbage (database reads, history) settle before sampling.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return [memoryRow(name, webchatVisitors, before, await settledMemory())];
}
