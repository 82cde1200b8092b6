import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { load, type ResultRow, resultRow, ScenarioFailure, scenarioRecorder, skippedRow } from '../load';
import type { BenchPlatform } from '../platform';
import { loadWorkspaceFixtures } from '../workspace/fixtures';
import { ticketListTargetMs } from '../workspace/list-scenarios';

/** Recipients of the large campaign (BENCH_CAMPAIGN_RECIPIENTS) and of the small one its memory is compared with. */
const large = Number(process.env.BENCH_CAMPAIGN_RECIPIENTS ?? 50_000);
const small = Math.max(1, Math.round(large / 5));
const companyName = 'Campaign bench company';
const targetRate = 500;

/**
 * The campaign dispatcher (apps/api/src/modules/campaigns/dispatcher) as the platform runs it: a
 * campaign to `n` sandbox numbers with pacing off (interval 0, window all day, every day), started
 * by the API process's own dispatch job. Measured: messages per second from the first message
 * written to the last one sent through the channel (its id stored), and the API's peak RSS, for a
 * campaign a fifth the size and then the full one (the dispatcher's memory must not grow with the
 * list). With the workspace dataset (BENCH_SCALE), the attendant's pending tab is read by the
 * suite's 50 clients while the large campaign runs.
 */
export async function runCampaignDispatchScenarios(platform: BenchPlatform, log: (line: string) => void) {
  const recorder = scenarioRecorder(platform.pid);
  for (const recipients of [small, large]) {
    const name = `campaign dispatcher, ${recipients.toLocaleString('en')} recipients, pacing off`;
    await recorder.attempt(name, async () => {
      const pool = platform.db.pool;
      await dropCampaignBenchData(pool);
      try {
        await createCampaignBenchData(pool, recipients);
        log(`campaigns: ${recipients} recipients scheduled`);
        const lists = recipients === large ? listWhileDispatching(platform) : null;
        const run = await waitUntilSent(pool, recipients);
        log(`campaigns: ${recipients} sent in ${Math.round(run.ms / 1000)} s (${run.rate} messages/s)`);
        return [row(name, run, recipients), ...((await lists) ?? [])];
      } finally {
        await sendsSettled(pool);
        await dropCampaignBenchData(pool);
      }
    });
  }
  return recorder;
}

/** The attendant's pending tab under the suite's load while the campaign runs (the workspace dataset only). */
async function listWhileDispatching(platform: BenchPlatform): Promise<ResultRow[]> {
  const name = `GET /api/tickets pending, attendant (2 queues), page 1, while a ${large.toLocaleString('en')}-recipient campaign is sent`;
  if (!process.env.BENCH_SCALE) return [skippedRow(name, 'needs the workspace dataset (BENCH_SCALE)')];
  const f = await loadWorkspaceFixtures(platform);
  const params = new URLSearchParams({
    status: 'pending',
    showAll: 'false',
    queueIds: JSON.stringify(f.attendantQueueIds),
    pageNumber: '1',
  });
  const headers = { authorization: `Bearer ${f.attendantToken}` };
  const result = await load(name, { url: `${platform.url}/api/tickets?${params}`, headers }, { warmup: true });
  const met = result.latency.p99 < ticketListTargetMs ? 'met' : 'MISSED';
  return [resultRow(name, result, `p99 < ${ticketListTargetMs} ms: ${met}`)];
}

const scope = `SELECT id FROM companies WHERE name = '${companyName}'`;

async function createCampaignBenchData(pool: pg.Pool, recipients: number) {
  await pool.query(`INSERT INTO companies (name, due_date) VALUES ($1, now() + interval '30 days')`, [companyName]);
  await pool.query(
    `INSERT INTO whatsapps (company_id, name, channel, status, is_default)
     SELECT id, 'Conexão campanha', 'sandbox', 'CONNECTED', true FROM (${scope}) c`,
  );
  await pool.query(
    `INSERT INTO campaign_settings (company_id, message_interval, greater_interval, start_hour, end_hour, sabado, domingo)
     SELECT id, 0, 0, '00:00', '00:00', true, true FROM (${scope}) c`,
  );
  await pool.query(`INSERT INTO contact_lists (company_id, name) SELECT id, 'Lista da campanha' FROM (${scope}) c`);
  await pool.query(
    `INSERT INTO contact_list_items (company_id, contact_list_id, name, number)
     SELECT l.company_id, l.id, 'Cliente ' || n, '5599' || lpad(n::text, 9, '0')
     FROM contact_lists l CROSS JOIN generate_series(1, $1) n WHERE l.company_id IN (${scope})`,
    [recipients],
  );
  await pool.query(
    `INSERT INTO campaigns (company_id, name, status, message1, message2, scheduled_at, contact_list_id, whatsapp_id)
     SELECT l.company_id, 'Campanha do bench', 'PROGRAMADA', 'Olá {nome}, temos novidades', 'Oi {nome}!', now(), l.id, w.id
     FROM contact_lists l JOIN whatsapps w ON w.company_id = l.company_id WHERE l.company_id IN (${scope})`,
  );
}

/**
 * Polls (every 250 ms) until every row went out through the channel, or 10 minutes; answers the time
 * from the first row written to the last one sent, and the rate. The dispatch job may take up to its
 * minute cron to start the chain, which is not counted.
 */
async function waitUntilSent(pool: pg.Pool, recipients: number): Promise<{ ms: number; rate: number }> {
  const deadline = Date.now() + 600_000;
  let first: number | null = null;
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ rows: number; queued: number; pending: number; failed: number }>(
      `SELECT count(s.id)::int AS rows, count(*) FILTER (WHERE s.status = 'queued')::int AS queued,
              count(*) FILTER (WHERE s.status IN ('queued', 'sending'))::int AS pending,
              count(*) FILTER (WHERE s.status IN ('failed', 'skipped'))::int AS failed
       FROM campaigns c LEFT JOIN campaign_shippings s ON s.campaign_id = c.id WHERE c.company_id IN (${scope})`,
    );
    const counts = rows[0];
    if (counts && counts.failed > 0) throw new ScenarioFailure(`${counts.failed} campaign rows failed or were skipped`);
    // Nothing counts before the campaign started (its rows are written at once, in its start).
    const started = counts?.rows === recipients;
    if (first === null && started && counts.queued < recipients) first = performance.now();
    if (first !== null && started && counts.pending === 0) {
      const ms = performance.now() - first;
      return { ms, rate: Math.round(recipients / (ms / 1000)) };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new ScenarioFailure('the campaign was not sent within 10 minutes');
}

/** Waits (up to two minutes) for the sandbox's acks to settle, so that dropping the data races none. */
async function sendsSettled(pool: pg.Pool) {
  for (let waited = 0; waited < 120_000; waited += 500) {
    const { rows } = await pool.query<{ unsettled: number }>(
      `SELECT count(*)::int AS unsettled FROM messages WHERE company_id IN (${scope}) AND ack < 3 AND send_error IS NULL`,
    );
    if (rows[0]?.unsettled === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Removes the bench's company table by table, with the foreign keys' triggers off for the
 * transaction: a cascade from the company would look up each of its 50,000 tickets in tables
 * indexed by company first (`messages`, the logs…), a scan per ticket.
 */
async function dropCampaignBenchData(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL session_replication_role = replica`);
    const { rows } = await client.query<{ id: number }>(`SELECT id FROM companies WHERE name = $1`, [companyName]);
    const tables = await client.query<{ name: string }>(
      `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.columns
       WHERE table_schema = 'public' AND column_name = 'company_id' AND table_name <> 'companies'
         AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_type = 'BASE TABLE')`,
    );
    for (const { id } of rows) {
      for (const { name } of tables.rows) await client.query(`DELETE FROM ${name} WHERE company_id = $1`, [id]);
      await client.query(`DELETE FROM companies WHERE id = $1`, [id]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

const row = (scenario: string, run: { ms: number; rate: number }, recipients: number): ResultRow => ({
  scenario,
  'req/s': run.rate,
  'p50 ms': '-',
  'p99 ms': Math.round(run.ms),
  requests: `${recipients} messages (p99 = all sent)`,
  target: `≥ ${targetRate} messages/s: ${run.rate >= targetRate ? 'met' : 'MISSED'}`,
});
