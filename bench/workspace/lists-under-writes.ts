import { load, loadSettings, resultRow, skippedRow } from '../load';
import type { BenchPlatform } from '../platform';
import type { WorkspaceFixtures } from './fixtures';
import { inboundLoad, removeIngested, sandboxConnection } from './ingestion';
import { ticketListTargetMs } from './list-scenarios';

/** Inbound messages per second while the list is read (BENCH_WRITE_RATES, comma-separated). */
export const writeRates = (process.env.BENCH_WRITE_RATES ?? '10,50').split(',').map(Number).filter(Boolean);

export const listUnderWritesName = (rate: number) =>
  `GET /api/tickets pending, attendant (2 queues), page 1, while ${rate} messages/s arrive`;

/**
 * The attendant's pending tab at the suite's concurrency while new customers write through the
 * sandbox at `rate` messages per second into a queue of that attendant: every message changes the
 * company's data, so list pages are computed again after each one instead of coming from the page
 * cache (apps/api/src/modules/tickets/ticket-page-cache.ts). The cache's figure when data changes.
 */
export async function runListUnderWrites(platform: BenchPlatform, f: WorkspaceFixtures, rate: number) {
  const name = listUnderWritesName(rate);
  const writer = { authorization: `Bearer ${f.adminToken}`, 'content-type': 'application/json' };
  const connectionId = await sandboxConnection(platform, f, writer);
  if (typeof connectionId === 'string') return [skippedRow(name, connectionId)];
  const queueIds = JSON.stringify(f.attendantQueueIds);
  const params = new URLSearchParams({ status: 'pending', showAll: 'false', queueIds, pageNumber: '1' });
  const headers = { authorization: `Bearer ${f.attendantToken}` };
  try {
    const writes = load(`${name} (writes)`, {
      ...inboundLoad(`${platform.url}/api/sandbox/${connectionId}/inbound`, writer),
      connections: 2,
      overallRate: rate,
      duration: loadSettings.warmup + loadSettings.duration + 1,
    });
    const result = await load(name, { url: `${platform.url}/api/tickets?${params}`, headers }, { warmup: true });
    await writes;
    const met = result.latency.p99 < ticketListTargetMs ? 'met' : 'MISSED';
    return [resultRow(name, result, `p99 < ${ticketListTargetMs} ms: ${met}`)];
  } finally {
    await removeIngested(platform, f.companyId, connectionId);
  }
}
