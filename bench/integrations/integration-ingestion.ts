import path from 'node:path';
import type pg from 'pg';
import { WebhookStub } from '../../apps/api/src/automation/integrations/test-support/webhook-stub';
import { benchCompanyAdmin, measure, settled } from '../flows/flow-ingestion';
import { load, type ResultRow, resultRow, ScenarioFailure, scenarioRecorder } from '../load';
import type { BenchPlatform } from '../platform';

/** Tickets talking to the webhook at once (BENCH_INTEGRATION_TICKETS). */
const tickets = Number(process.env.BENCH_INTEGRATION_TICKETS ?? 200);
/** How long the webhook takes to answer (BENCH_INTEGRATION_DELAY_MS). */
const answerDelayMs = Number(process.env.BENCH_INTEGRATION_DELAY_MS ?? 200);
/** Each talking customer writes once per this many ms (BENCH_INTEGRATION_INTERVAL_MS). */
const talkIntervalMs = Number(process.env.BENCH_INTEGRATION_INTERVAL_MS ?? 2000);
/** Customers of the other traffic, written to in turn by the load. */
const otherCustomers = 1000;
const targetPerSecond = 1000;
const warmup = Number(process.env.BENCH_INGEST_WARMUP ?? 20);
const integrationPhoneName = 'Bench integration inbound';
const otherPhoneName = 'Bench other inbound';
const integrationName = 'Bench webhook';
/** The customers' numbers start with these, so the cleanup finds them. */
const talkerPrefix = '5595';
const otherPrefix = '5594';
// The flow suite's request builder: the next of BENCH_FLOW_CUSTOMERS customers (BENCH_FLOW_PREFIX) writing.
const requestBuilder = path.join(import.meta.dirname, '../flows/flow-request.cjs');
const webhookAnswer = { messages: [{ type: 'text', body: 'Resposta do webhook' }] };

interface IntegrationBench {
  companyId: number;
  integrationId: number;
  talkerPhoneId: number;
  otherPhoneId: number;
  token: string;
}

/**
 * Ingestion while integrations talk (docs/integrations.md "Where it runs"): a sandbox phone whose
 * connection integration is a webhook answering in `answerDelayMs`; `tickets` customers write once,
 * so that many tickets use it, then keep writing every `talkIntervalMs` while the load (BENCH_CONNECTIONS
 * clients, the warm-up then BENCH_DURATION seconds) writes to another phone with no bot. Rows: the other
 * traffic's accepted and processed rates with the integrations talking and without them (baseline,
 * measured first), the talking customers' messages and the webhook's answers per second with the
 * answer latency (customer message stored → bot answer stored), and whether every ticket was answered.
 */
export async function runIntegrationIngestion(platform: BenchPlatform, log: (line: string) => void) {
  const recorder = scenarioRecorder(platform.pid);
  const name = `POST /api/sandbox/{id}/inbound, ${tickets} tickets talking to a ${answerDelayMs} ms webhook`;
  await recorder.attempt(name, async () => {
    const pool = platform.db.pool;
    const stub = await new WebhookStub('unused: the integration stores no secret').start();
    stub.answerAlways({ wait: answerDelayMs, body: webhookAnswer });
    const setup = await integrationBench(platform, stub.hook);
    try {
      const inbound = (phoneId: number) => `${platform.url}/api/sandbox/${phoneId}/inbound`;
      const headers = { authorization: `Bearer ${setup.token}`, 'content-type': 'application/json' };
      const talkers = talkingCustomers(inbound(setup.talkerPhoneId), headers);
      await talkers.writeOnce();
      await everyTicketAnswered(pool, setup, 60_000);
      log(`integrations: ${tickets} tickets answered by the webhook`);
      process.env.BENCH_FLOW_CUSTOMERS = String(otherCustomers);
      process.env.BENCH_FLOW_PREFIX = otherPrefix;
      const other = {
        url: inbound(setup.otherPhoneId),
        method: 'POST' as const,
        headers,
        requests: [{ setupRequest: requestBuilder }],
      };
      if (warmup > 0) await load(`${name} (warm-up)`, { ...other, duration: warmup });
      const baselineName = `${name.replace(/, .*$/, '')}, other traffic alone (baseline)`;
      const quietPhone = { companyId: setup.companyId, connectionId: setup.otherPhoneId };
      const baseline = await measure(baselineName, other, pool, quietPhone);

      const since = new Date();
      talkers.start();
      const measured = await measure(`${name}: other traffic`, other, pool, quietPhone);
      const talked = await talkers.stop();
      const unanswered = await everyTicketAnswered(pool, setup, 120_000);
      const answers = await answersSince(pool, setup, since);
      log(`integrations: ${talked.sent} messages from the talking customers, ${answers.answers} answers`);
      if (talked.refused > 0) throw new ScenarioFailure(`the sandbox refused ${talked.refused} talking messages`);
      return [
        ...otherRows(`${name}: other traffic`, measured),
        ...talkRows(name, talked, answers, unanswered),
        ...otherRows(baselineName, baseline),
      ];
    } finally {
      await settled(pool, setup.companyId);
      await stub.close();
      // The answers' sends and acks may still be running: deleting their tickets under them deadlocks.
      await platform.idle();
      await removeIntegrationBench(pool, setup.companyId).catch(async (error: { code?: string }) => {
        if (error.code !== '40P01') throw error;
        await platform.idle();
        await removeIntegrationBench(pool, setup.companyId);
      });
    }
  });
  return recorder;
}

function otherRows(name: string, { result, done }: Awaited<ReturnType<typeof measure>>): ResultRow[] {
  return [
    resultRow(`${name}: accepted`, result, `≥ ${targetPerSecond}/s`),
    {
      scenario: `${name}: processed (customer messages stored)`,
      'req/s': Math.round(done.messages / Math.max(0.001, done.seconds)),
      'p50 ms': '-',
      'p99 ms': '-',
      requests: done.messages,
      target: `≥ ${targetPerSecond}/s`,
    },
  ];
}

function talkRows(
  name: string,
  talked: { sent: number; seconds: number },
  answers: Awaited<ReturnType<typeof answersSince>>,
  unanswered: number,
): ResultRow[] {
  return [
    {
      scenario: `${name}: talking customers' messages`,
      'req/s': Math.round(talked.sent / Math.max(0.001, talked.seconds)),
      'p50 ms': '-',
      'p99 ms': '-',
      requests: talked.sent,
    },
    {
      scenario: `${name}: webhook answers written (message → answer latency)`,
      'req/s': Math.round(answers.answers / Math.max(0.001, answers.seconds)),
      'p50 ms': answers.p50,
      'p99 ms': answers.p99,
      requests: answers.answers,
      target: `every ticket answered: ${unanswered === 0 ? 'met' : `MISSED (${unanswered} not)`}`,
    },
  ];
}

/**
 * The talking customers: `writeOnce` has each write a first message (the ticket enters the phone's
 * integration); `start` has each write every `talkIntervalMs`, spread evenly, until `stop`.
 */
function talkingCustomers(url: string, headers: Record<string, string>) {
  const stamp = Date.now() % 100_000;
  let sequence = 0;
  let sent = 0;
  let refused = 0;
  const inFlight = new Set<Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let startedAt = 0;
  const write = (customer: number) => {
    sequence += 1;
    const sending = fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        from: `${talkerPrefix}${String(customer).padStart(9, '0')}`,
        name: `Cliente integração ${customer}`,
        body: `pergunta ${sequence}`,
        id: `bench-integration-${stamp}-${sequence}`,
      }),
    }).then(
      (answer) => {
        if (answer.status === 202) sent += 1;
        else refused += 1;
      },
      () => {
        refused += 1;
      },
    );
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
    return sending;
  };
  return {
    async writeOnce() {
      for (let from = 0; from < tickets; from += 50) {
        const batch = Array.from({ length: Math.min(50, tickets - from) }, (_, index) => from + index);
        await Promise.all(batch.map(write));
      }
      if (refused > 0) throw new ScenarioFailure(`the sandbox refused ${refused} first messages`);
      sent = 0;
    },
    start() {
      startedAt = Date.now();
      for (let customer = 0; customer < tickets; customer++) {
        const offset = Math.round((customer * talkIntervalMs) / tickets);
        timers.push(
          setTimeout(() => {
            void write(customer);
            timers.push(setInterval(() => void write(customer), talkIntervalMs));
          }, offset),
        );
      }
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      const seconds = (Date.now() - startedAt) / 1000;
      await Promise.all(inFlight);
      return { sent, refused, seconds };
    },
  };
}

/**
 * Waits until each talking customer's last message has a bot answer stored after it; resolves with
 * the number of tickets still unanswered (or handed over to a human) at the deadline.
 */
async function everyTicketAnswered(pool: pg.Pool, setup: IntegrationBench, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ tickets: number; answered: number }>(
      `SELECT count(*)::int AS tickets,
              count(*) FILTER (WHERE t.use_integration AND last_bot.at >= last_customer.at)::int AS answered
         FROM tickets t
         CROSS JOIN LATERAL (SELECT max(created_at) AS at FROM messages m
                              WHERE m.ticket_id = t.id AND NOT m.from_me) last_customer
         CROSS JOIN LATERAL (SELECT max(created_at) AS at FROM messages m
                              WHERE m.ticket_id = t.id AND m.from_bot) last_bot
        WHERE t.whatsapp_id = $1`,
      [setup.talkerPhoneId],
    );
    const row = rows[0] ?? { tickets: 0, answered: 0 };
    const unanswered = tickets - row.answered;
    if (unanswered === 0 || Date.now() > deadline) return unanswered;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The webhook's answers since `since`, per second, and each customer message's wait for its answer. */
async function answersSince(pool: pg.Pool, setup: IntegrationBench, since: Date) {
  const { rows } = await pool.query<{ answers: number; seconds: number; p50: number | null; p99: number | null }>(
    `WITH asked AS (
       SELECT extract(epoch FROM (answer.at - m.created_at)) * 1000 AS wait_ms
         FROM messages m
         CROSS JOIN LATERAL (SELECT min(b.created_at) AS at FROM messages b
                              WHERE b.ticket_id = m.ticket_id AND b.from_bot AND b.created_at >= m.created_at) answer
        WHERE m.whatsapp_id = $1 AND NOT m.from_me AND m.created_at >= $2
     ), answered AS (
       SELECT count(*)::int AS answers, extract(epoch FROM (max(created_at) - $2)) AS seconds
         FROM messages WHERE whatsapp_id = $1 AND from_bot AND created_at >= $2
     )
     SELECT answered.answers, coalesce(answered.seconds, 0)::float8 AS seconds,
            round(percentile_cont(0.5) WITHIN GROUP (ORDER BY wait_ms))::int AS p50,
            round(percentile_cont(0.99) WITHIN GROUP (ORDER BY wait_ms))::int AS p99
       FROM asked, answered GROUP BY answered.answers, answered.seconds`,
    [setup.talkerPhoneId, since],
  );
  const row = rows[0];
  return { answers: row?.answers ?? 0, seconds: row?.seconds ?? 0, p50: row?.p50 ?? '-', p99: row?.p99 ?? '-' };
}

/** The bench company's webhook integration, a phone it answers on, and a phone with no bot (rows written directly). */
async function integrationBench(platform: BenchPlatform, hook: string): Promise<IntegrationBench> {
  const pool = platform.db.pool;
  const { companyId, token } = await benchCompanyAdmin(platform);
  await removeIntegrationBench(pool, companyId);
  const integration = await pool.query<{ id: number }>(
    `INSERT INTO queue_integrations (company_id, type, name, project_name, url_n8n)
     VALUES ($1, 'webhook', $2, $2, $3) RETURNING id`,
    [companyId, integrationName, hook],
  );
  const integrationId = integration.rows[0]?.id as number;
  const phone = (name: string, integration: number | null) =>
    pool.query<{ id: number }>(
      `INSERT INTO whatsapps (company_id, name, channel, status, integration_id)
       VALUES ($1, $2, 'sandbox', 'CONNECTED', $3) RETURNING id`,
      [companyId, name, integration],
    );
  const talkerPhoneId = (await phone(integrationPhoneName, integrationId)).rows[0]?.id as number;
  const otherPhoneId = (await phone(otherPhoneName, null)).rows[0]?.id as number;
  return { companyId, integrationId, talkerPhoneId, otherPhoneId, token };
}

/** Deletes both phones, their tickets, the customers and the integration. */
async function removeIntegrationBench(pool: pg.Pool, companyId: number) {
  const phones = await pool.query<{ id: number }>(
    'SELECT id FROM whatsapps WHERE company_id = $1 AND name = ANY($2::text[])',
    [companyId, [integrationPhoneName, otherPhoneName]],
  );
  for (const phone of phones.rows) {
    await pool.query('DELETE FROM tickets WHERE whatsapp_id = $1', [phone.id]);
    await pool.query('DELETE FROM whatsapps WHERE id = $1', [phone.id]);
  }
  for (const prefix of [talkerPrefix, otherPrefix]) {
    await pool.query('DELETE FROM contacts WHERE company_id = $1 AND number LIKE $2', [companyId, `${prefix}%`]);
  }
  await pool.query('DELETE FROM queue_integrations WHERE company_id = $1 AND name = $2', [companyId, integrationName]);
}
