import { companyEvent } from '@chatdesk/contracts';
import { load, probe, type ResultRow, resultRow, ScenarioFailure, skippedRow } from '../load';
import type { BenchPlatform } from '../platform';
import { connectAttendantSockets } from './attendant-sockets';
import type { WorkspaceFixtures } from './fixtures';
import { inboundLoad, removeIngested } from './ingestion';

export const botIngestionName = 'bot ingestion';
const connectionName = 'Bench bot inbound';
const targetPerSecond = 1000;
const replyP99TargetMs = 100;
/** The same warm-up as the ingestion row (BENCH_INGEST_WARMUP): the bot's statements prepare per pooled connection. */
const warmup = Number(process.env.BENCH_INGEST_WARMUP ?? 20);

/**
 * Inbound messages from new customers through a sandbox phone offering two queues, so the bot
 * answers every new ticket with the queue menu (docs/automation.md "Queue choice"): the automation
 * turn, the menu written through the outbound path and sent. Reports the accepted and processed
 * rates as the ingestion row does, and how long each menu took to leave the outbound queue: from
 * the customer's message being stored (its created_at) to the first ack of the bot's message
 * (the sandbox acks 'sent' when the send happens), seen by an admin's socket as a message update.
 */
export async function runBotIngestion(platform: BenchPlatform, f: WorkspaceFixtures): Promise<ResultRow[]> {
  const name = 'POST /api/sandbox/{id}/inbound, bot queue menu on every new ticket';
  const headers = { authorization: `Bearer ${f.adminToken}`, 'content-type': 'application/json' };
  const connectionId = await botConnection(platform, f, headers);
  if (typeof connectionId === 'string') return [skippedRow(name, connectionId)];
  const url = `${platform.url}/api/sandbox/${connectionId}/inbound`;
  const first = await probe(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ from: '5598000000000', name: 'Cliente', body: 'oi', id: `bench-bot-probe-${Date.now()}` }),
  });
  if ('skip' in first) return [skippedRow(name, first.skip)];

  // The API runs in its own process: the first update of a bot message an admin's socket receives
  // (its ack 1, written when the send returned) is when the menu left the outbound queue.
  const firstSent = new Map<number, number>();
  const messageEvent = companyEvent(f.companyId, 'appMessage');
  const sockets = await connectAttendantSockets(platform.url, f.companyId, [f.adminToken], (event, payload) => {
    const { action, message } = (payload ?? {}) as {
      action?: string;
      message?: { id: number; fromBot?: boolean; ack?: number };
    };
    if (event !== messageEvent || action !== 'update' || !message?.fromBot || (message.ack ?? 0) < 1) return;
    if (!firstSent.has(message.id)) firstSent.set(message.id, Date.now());
  });
  const unsubscribe = () => sockets.close();
  try {
    const options = inboundLoad(url, headers);
    if (warmup > 0) await load(`${name} (warm-up)`, { ...options, duration: warmup });
    const startedAt = new Date();
    const result = await load(name, options);
    const processed = await waitForReplies(platform, connectionId, startedAt, result.requests.total);
    const replies = await replyDelays(platform, connectionId, startedAt, firstSent);
    const met = replies.p99 < replyP99TargetMs;
    return [
      resultRow(`${name}: accepted`, result, `≥ ${targetPerSecond}/s`),
      {
        scenario: `${name}: processed (customer messages stored)`,
        'req/s': processed.perSecond,
        'p50 ms': '-',
        'p99 ms': '-',
        requests: processed.count,
        target: `≥ ${targetPerSecond}/s; bot menus written: ${processed.replies}`,
      },
      {
        scenario: `${name}: bot menu, customer message stored → sent`,
        'req/s': '-',
        'p50 ms': replies.p50,
        'p99 ms': replies.p99,
        requests: replies.count,
        target: `p99 < ${replyP99TargetMs} ms: ${met ? 'met' : 'MISSED'}; not sent: ${replies.unsent}`,
      },
    ];
  } finally {
    unsubscribe();
    await removeIngested(platform, f.companyId, connectionId);
  }
}

/** A sandbox phone offering two of the company's queues with a greeting; one left by an earlier run is reused. */
async function botConnection(
  platform: BenchPlatform,
  f: WorkspaceFixtures,
  headers: Record<string, string>,
): Promise<number | string> {
  const query = async <T extends Record<string, unknown>>(text: string, values: unknown[]) =>
    (await platform.db.pool.query<T>(text, values)).rows;
  const [existing] = await query<{ id: number }>('SELECT id FROM whatsapps WHERE company_id = $1 AND name = $2', [
    f.companyId,
    connectionName,
  ]);
  if (existing) return existing.id;
  const queues = await query<{ id: number }>('SELECT id FROM queues WHERE company_id = $1 ORDER BY id LIMIT 2', [
    f.companyId,
  ]);
  if (queues.length < 2) throw new ScenarioFailure('the large company has fewer than two queues');
  const created = await probe(`${platform.url}/api/whatsapp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: connectionName,
      channel: 'sandbox',
      queueIds: queues.map((queue) => queue.id),
      greetingMessage: 'Olá {{name}}! Escolha uma fila:',
    }),
  });
  if ('skip' in created) return `POST /api/whatsapp ${created.skip}`;
  const id = (created.body as { id?: unknown }).id;
  if (typeof id !== 'number')
    throw new ScenarioFailure(`POST /api/whatsapp answered no id: ${JSON.stringify(created.body)}`);
  return id;
}

/** Polls until every accepted message and its bot menu have their rows, or the counts stop growing for 3 s. */
async function waitForReplies(platform: BenchPlatform, connectionId: number, since: Date, accepted: number) {
  let last = { count: -1, replies: -1, lastAt: since };
  let unchangedSince = Date.now();
  for (;;) {
    const { rows } = await platform.db.pool.query<{ count: number; replies: number; last_at: Date | null }>(
      `SELECT count(*) FILTER (WHERE NOT from_me)::int AS count, count(*) FILTER (WHERE from_bot)::int AS replies,
              max(created_at) FILTER (WHERE NOT from_me) AS last_at
         FROM messages WHERE whatsapp_id = $1 AND created_at >= $2`,
      [connectionId, since],
    );
    const current = { count: rows[0]?.count ?? 0, replies: rows[0]?.replies ?? 0, lastAt: rows[0]?.last_at ?? since };
    if (current.count !== last.count || current.replies !== last.replies) unchangedSince = Date.now();
    last = current;
    if ((current.count >= accepted && current.replies >= current.count) || Date.now() - unchangedSince > 3000) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = Math.max(0.001, (last.lastAt.getTime() - since.getTime()) / 1000);
  return { count: last.count, replies: last.replies, perSecond: Math.round(last.count / seconds) };
}

/** Each bot menu's delay from its ticket's customer message (created_at) to its first ack event. */
async function replyDelays(platform: BenchPlatform, connectionId: number, since: Date, firstSent: Map<number, number>) {
  const { rows } = await platform.db.pool.query<{ id: number; stored_ms: number }>(
    `SELECT bot.id, (extract(epoch FROM min(customer.created_at)) * 1000)::float8 AS stored_ms
       FROM messages bot JOIN messages customer ON customer.ticket_id = bot.ticket_id AND NOT customer.from_me
      WHERE bot.whatsapp_id = $1 AND bot.from_bot AND bot.created_at >= $2
      GROUP BY bot.id`,
    [connectionId, since],
  );
  const delays: number[] = [];
  for (const row of rows) {
    const sentAt = firstSent.get(row.id);
    if (sentAt !== undefined) delays.push(Math.max(0, sentAt - row.stored_ms));
  }
  delays.sort((a, b) => a - b);
  const at = (share: number) => Math.round(delays[Math.min(delays.length - 1, Math.floor(share * delays.length))] ?? 0);
  return { count: delays.length, unsent: rows.length - delays.length, p50: at(0.5), p99: at(0.99) };
}
