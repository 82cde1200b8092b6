import path from 'node:path';
import { messageWords } from '../generate/vocabulary';
import { load, probe, type ResultRow, resultRow, ScenarioFailure, skippedRow } from '../load';
import type { BenchPlatform } from '../platform';
import { connectAttendantSockets } from './attendant-sockets';
import type { WorkspaceFixtures } from './fixtures';

const connectionName = 'Bench inbound';
/** Ingested contacts' numbers start with this, so the cleanup finds them (generated ones use 55 + DDD 11-90). */
const senderPrefix = '5598';
const ingestionTargetPerSecond = 1000;
/**
 * Seconds of the same load run and discarded first (BENCH_INGEST_WARMUP). Longer than the reads'
 * BENCH_WARMUP: a freshly started API takes ~20 s of this load to settle (its JIT, each pooled
 * connection preparing the pipeline's statements); its first 10 s ran at 600–700 messages/s here.
 */
const ingestionWarmup = Number(process.env.BENCH_INGEST_WARMUP ?? 20);

/** Builds each request in autocannon's worker thread (see the file). */
const requestBuilder = path.join(import.meta.dirname, 'inbound-request.cjs');

/**
 * Inbound messages through the sandbox phone (POST /api/sandbox/{connectionId}/inbound → 202), each
 * from a new number with a new id, so every one takes the whole pipeline: contact upsert, ticket
 * creation, message row, events to the attendants' sockets. After a warm-up run (BENCH_INGEST_WARMUP
 * seconds), reports the accepted rate and p99 as autocannon sees them, and the
 * processed rate as the rows landing in the database (the 202 may come before the work is done).
 * The requests are built in autocannon's worker thread, off the API's event loop. What it created
 * is deleted afterwards, so a kept dataset stays as generated.
 */
export async function runIngestion(platform: BenchPlatform, f: WorkspaceFixtures): Promise<ResultRow[]> {
  const name = `POST /api/sandbox/{id}/inbound, ${f.attendantTokens.length} attendant sockets`;
  const headers = { authorization: `Bearer ${f.adminToken}`, 'content-type': 'application/json' };
  const connectionId = await sandboxConnection(platform, f, headers);
  if (typeof connectionId === 'string') return [skippedRow(name, connectionId)];

  const url = `${platform.url}/api/sandbox/${connectionId}/inbound`;
  const probeMessage = {
    from: `${senderPrefix}000000000`,
    name: 'Cliente',
    body: 'oi',
    id: `bench-in-probe-${Date.now()}`,
  };
  const first = await probe(url, { method: 'POST', headers, body: JSON.stringify(probeMessage) });
  if ('skip' in first) return [skippedRow(name, first.skip)];

  const sockets = await connectAttendantSockets(platform.url, f.companyId, f.attendantTokens);
  try {
    if (sockets.refused.length > 0) {
      throw new ScenarioFailure(`${sockets.refused.length} sockets refused: ${sockets.refused.slice(0, 3).join(', ')}`);
    }
    const options = inboundLoad(url, headers);
    if (ingestionWarmup > 0) await load(`${name} (warm-up)`, { ...options, duration: ingestionWarmup });
    sockets.resetCounts();
    const startedAt = new Date();
    const result = await load(name, options);
    const processed = await waitForProcessing(platform, connectionId, startedAt, result.requests.total);
    const events = [...sockets.received].map(([event, count]) => `${event} ${count}`).join(', ') || 'none';
    return [
      resultRow(`${name}: accepted`, result, `≥ ${ingestionTargetPerSecond}/s`),
      {
        scenario: `${name}: processed (rows in the database)`,
        'req/s': processed.perSecond,
        'p50 ms': '-',
        'p99 ms': '-',
        requests: processed.count,
        target: `≥ ${ingestionTargetPerSecond}/s; socket events: ${events}`,
      },
    ];
  } finally {
    sockets.close();
    await removeIngested(platform, f.companyId, connectionId);
  }
}

/** autocannon options sending a new customer's text per request to the sandbox inbound `url`. */
export function inboundLoad(url: string, headers: Record<string, string>) {
  // Read by the worker thread autocannon starts (it gets a copy of this environment).
  process.env.BENCH_INBOUND_WORDS = JSON.stringify(messageWords.slice(0, 200));
  process.env.BENCH_INBOUND_PREFIX = senderPrefix;
  return { url, method: 'POST' as const, headers, requests: [{ setupRequest: requestBuilder }] };
}

/** POST /api/whatsapp {name, channel: 'sandbox'}; a connection left by an earlier run is reused. */
export async function sandboxConnection(
  platform: BenchPlatform,
  f: WorkspaceFixtures,
  headers: Record<string, string>,
): Promise<number | string> {
  const { rows } = await platform.db.pool.query<{ id: number }>(
    'SELECT id FROM whatsapps WHERE company_id = $1 AND name = $2',
    [f.companyId, connectionName],
  );
  const id = rows[0]?.id ?? (await createConnection(platform, headers));
  if (typeof id === 'string') return id;
  // One queue on the connection: new tickets land in it, visible to its attendants (no queue menu).
  await platform.db.pool.query(
    'INSERT INTO whatsapp_queues (company_id, whatsapp_id, queue_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [f.companyId, id, f.attendantQueueIds[0]],
  );
  return id;
}

async function createConnection(platform: BenchPlatform, headers: Record<string, string>): Promise<number | string> {
  const created = await probe(`${platform.url}/api/whatsapp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: connectionName, channel: 'sandbox' }),
  });
  if ('skip' in created) return `POST /api/whatsapp ${created.skip}`;
  const id = (created.body as { id?: unknown }).id;
  if (typeof id !== 'number')
    throw new ScenarioFailure(`POST /api/whatsapp answered no id: ${JSON.stringify(created.body)}`);
  return id;
}

/** Polls until every accepted message has its row, or the count stops growing for 3 s. */
async function waitForProcessing(platform: BenchPlatform, connectionId: number, since: Date, accepted: number) {
  let last = { count: -1, lastAt: since };
  let unchangedSince = Date.now();
  for (;;) {
    const { rows } = await platform.db.pool.query<{ count: number; last_at: Date | null }>(
      `SELECT count(*)::int AS count, max(created_at) AS last_at FROM messages
        WHERE whatsapp_id = $1 AND NOT from_me AND created_at >= $2`,
      [connectionId, since],
    );
    const current = { count: rows[0]?.count ?? 0, lastAt: rows[0]?.last_at ?? since };
    if (current.count !== last.count) unchangedSince = Date.now();
    last = current;
    if (current.count >= accepted || Date.now() - unchangedSince > 3000) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = Math.max(0.001, (last.lastAt.getTime() - since.getTime()) / 1000);
  const perSecond = Math.round(last.count / seconds);
  return { count: last.count, perSecond };
}

/**
 * Deletes what the inbound messages created, so a kept dataset stays as generated. The automation's
 * turns of the last messages may still be running: deleting their tickets meanwhile would deadlock
 * with them (a turn holds its inbox row and waits for the ticket; the delete holds the ticket and
 * cascades to the inbox row), so it first waits for the company's automation inbox to empty.
 */
export async function removeIngested(platform: BenchPlatform, companyId: number, connectionId: number) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const { rows } = await platform.db.pool.query<{ waiting: number }>(
      'SELECT count(*)::int AS waiting FROM automation_inbox WHERE company_id = $1',
      [companyId],
    );
    if ((rows[0]?.waiting ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // A turn still answering a last message locks its ticket and inbox row: a deadlock is retried.
  for (let attempt = 1; ; attempt++) {
    try {
      await platform.db.pool.query('DELETE FROM tickets WHERE whatsapp_id = $1', [connectionId]);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  await platform.db.pool.query('DELETE FROM contacts WHERE company_id = $1 AND number LIKE $2', [
    companyId,
    `${senderPrefix}%`,
  ]);
}
