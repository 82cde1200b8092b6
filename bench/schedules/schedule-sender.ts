import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { type ResultRow, ScenarioFailure, scenarioRecorder } from '../load';
import type { BenchPlatform } from '../platform';

/** The schedules the sender delivers, over 20 companies (BENCH_SCHEDULES changes the number). */
const total = Number(process.env.BENCH_SCHEDULES ?? 10_000);
const companies = 20;
const companyPrefix = 'Schedule bench company';
/** Seconds between writing the schedules and their time: the sweep sees none of them early. */
const leadSeconds = 15;
const target = 'all within 60 s of their time';

/**
 * The schedule sender (apps/api/src/modules/schedules/sender) as the platform runs it: `total`
 * schedules of `companies` companies, one per sandbox contact, all due at the same instant a few
 * seconds ahead; the API process's own 5-second sweep chain sends them (contact's ticket found or
 * created, message row, send job). Measured: how long after their time half of them, and all of
 * them, were sent.
 */
export async function runScheduleSenderScenario(platform: BenchPlatform, log: (line: string) => void) {
  const recorder = scenarioRecorder(platform.pid);
  const name = `schedule sender, ${total.toLocaleString('en')} schedules due at once`;
  await recorder.attempt(name, async () => {
    const pool = platform.db.pool;
    await dropScheduleBenchData(pool);
    try {
      const dueAt = await createScheduleBenchData(pool);
      log(`schedules: ${total} schedules due at ${dueAt.toISOString()}`);
      const started = performance.now();
      const lateness = await waitUntilSent(pool, dueAt);
      log(`schedules: all sent ${Math.round((performance.now() - started) / 1000)} s after being written`);
      return [row(name, lateness)];
    } finally {
      await sendsSettled(pool);
      await dropScheduleBenchData(pool);
    }
  });
  return recorder;
}

const scope = `SELECT id FROM companies WHERE name LIKE '${companyPrefix} %'`;

async function createScheduleBenchData(pool: pg.Pool): Promise<Date> {
  const perCompany = Math.ceil(total / companies);
  await pool.query(
    `INSERT INTO companies (name, due_date)
     SELECT '${companyPrefix} ' || g, now() + interval '30 days' FROM generate_series(1, $1) g`,
    [companies],
  );
  await pool.query(
    `INSERT INTO whatsapps (company_id, name, channel, status, is_default)
     SELECT c.id, 'Conexão agenda', 'sandbox', 'CONNECTED', true FROM (${scope}) c`,
  );
  await pool.query(
    `INSERT INTO contacts (company_id, name, number, channel)
     SELECT c.id, 'Cliente ' || n, 'schedule-' || c.id || '-' || n, 'sandbox'
     FROM (${scope}) c CROSS JOIN generate_series(1, $1) n`,
    [perCompany],
  );
  const { rows } = await pool.query<{ due_at: Date }>(
    `INSERT INTO schedules (company_id, contact_id, body, send_at, recurrence_anchor)
     SELECT ct.company_id, ct.id, 'Lembrete agendado para {{firstName}}', d.at, d.at
     FROM contacts ct, (SELECT now() + make_interval(secs => $1) AS at) d
     WHERE ct.company_id IN (${scope})
     ORDER BY ct.id LIMIT $2
     RETURNING send_at AS due_at`,
    [leadSeconds, total],
  );
  const first = rows[0];
  if (!first || rows.length !== total) throw new ScenarioFailure(`wrote ${rows.length} of ${total} schedules`);
  return first.due_at;
}

/**
 * Polls (every 250 ms) until every schedule was sent, or 3 minutes past their time; answers when half
 * and when all of them were sent, in ms after their time. Observed from outside rather than read from
 * the rows: a row's timestamps are its transaction's start, and a transaction sends a chunk.
 */
async function waitUntilSent(pool: pg.Pool, dueAt: Date): Promise<{ half: number; all: number }> {
  const deadline = dueAt.getTime() + 180_000;
  let half: number | null = null;
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ waiting: number; failed: number }>(
      `SELECT count(*) FILTER (WHERE status = 'PENDENTE')::int AS waiting,
              count(*) FILTER (WHERE status = 'ERRO')::int AS failed
       FROM schedules WHERE company_id IN (${scope})`,
    );
    const counts = rows[0];
    if (counts && counts.failed > 0) throw new ScenarioFailure(`${counts.failed} schedules failed to send`);
    const late = Date.now() - dueAt.getTime();
    if (half === null && counts && counts.waiting <= total / 2) half = late;
    if (counts?.waiting === 0) return { half: half ?? late, all: late };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new ScenarioFailure('the schedules were not all sent within 3 minutes of their time');
}

/** Waits (up to a minute) for the sandbox sends to finish, so that dropping the data races no send. */
async function sendsSettled(pool: pg.Pool) {
  for (let waited = 0; waited < 60_000; waited += 500) {
    const { rows } = await pool.query<{ unsent: number }>(
      `SELECT count(*)::int AS unsent FROM messages WHERE company_id IN (${scope}) AND ack = 0`,
    );
    if (rows[0]?.unsent === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function dropScheduleBenchData(pool: pg.Pool) {
  await pool.query(`DELETE FROM companies WHERE name LIKE '${companyPrefix} %'`);
}

const row = (scenario: string, lateness: { half: number; all: number }): ResultRow => {
  if (lateness.all > 60_000)
    throw new ScenarioFailure(`the last schedule was sent ${Math.round(lateness.all / 1000)} s late`);
  return {
    scenario,
    'req/s': '-',
    'p50 ms': lateness.half,
    'p99 ms': lateness.all,
    requests: `${total} sends (p99 = the last)`,
    target,
  };
};
