import path from 'node:path';
import type pg from 'pg';
import { load, type ResultRow, resultRow, ScenarioFailure, scenarioRecorder } from '../load';
import type { BenchPlatform } from '../platform';

/** Runs waiting at once (BENCH_FLOW_RUNS): each customer's flow run waits on a question. */
const runs = Number(process.env.BENCH_FLOW_RUNS ?? 1000);
const targetPerSecond = 1000;
const warmup = Number(process.env.BENCH_INGEST_WARMUP ?? 20);
const connectionName = 'Bench flow inbound';
const flowName = 'Bench flow';
/** The customers' numbers start with this, so the cleanup finds them. */
const senderPrefix = '5597';
const requestBuilder = path.join(import.meta.dirname, 'flow-request.cjs');

/**
 * Two questions asking each other in a circle: every message answers the question its run waits on,
 * stores the answer in a variable and sends the other question (one bot message per advance).
 */
const graph = {
  nodes: [
    { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} },
    {
      id: 'first',
      type: 'question',
      position: { x: 0, y: 100 },
      data: { typebotIntegration: { message: 'Primeira pergunta', answerKey: 'um', saveToContact: false } },
    },
    {
      id: 'second',
      type: 'question',
      position: { x: 0, y: 200 },
      data: { typebotIntegration: { message: 'Segunda pergunta, {{um}}', answerKey: 'dois', saveToContact: false } },
    },
  ],
  connections: [
    { id: 'e1', source: 'start', target: 'first', sourceHandle: 'out' },
    { id: 'e2', source: 'first', target: 'second', sourceHandle: 'out' },
    { id: 'e3', source: 'second', target: 'first', sourceHandle: 'out' },
  ],
};

/**
 * Flow runs advancing on inbound messages (docs/flows.md): a sandbox phone whose welcome flow is the
 * circle of questions above; `runs` customers write once, so that many runs wait at once; then the
 * load (BENCH_CONNECTIONS clients, the warm-up then BENCH_DURATION seconds) has those customers answer
 * in turn, each message taking the whole pipeline plus the flow's turn (the run read and locked, the
 * variable stored, the next question written through the outbound path). Reports the accepted rate, the
 * processed rate (customer messages stored) and the runs advanced per second (bot questions written),
 * then the same load again once the flow is gone (a baseline: the pipeline alone, same customers).
 */
export async function runFlowIngestion(platform: BenchPlatform, log: (line: string) => void) {
  const recorder = scenarioRecorder(platform.pid);
  const name = `POST /api/sandbox/{id}/inbound, ${runs.toLocaleString('en')} flow runs advancing`;
  await recorder.attempt(name, async () => {
    const pool = platform.db.pool;
    const setup = await flowConnection(platform);
    try {
      const url = `${platform.url}/api/sandbox/${setup.connectionId}/inbound`;
      const headers = { authorization: `Bearer ${setup.token}`, 'content-type': 'application/json' };
      await startRuns(url, headers);
      const waiting = await waitingRuns(pool, setup.flowId);
      if (waiting < runs) throw new ScenarioFailure(`only ${waiting} of ${runs} runs started`);
      log(`flows: ${waiting} runs waiting`);
      process.env.BENCH_FLOW_CUSTOMERS = String(runs);
      process.env.BENCH_FLOW_PREFIX = senderPrefix;
      const options = { url, method: 'POST' as const, headers, requests: [{ setupRequest: requestBuilder }] };
      if (warmup > 0) await load(`${name} (warm-up)`, { ...options, duration: warmup });
      await settled(pool, setup.companyId);
      const measured = await measure(name, options, pool, setup);
      // The same customers and load with no flow: the pipeline alone, at the same moment of the machine.
      await withoutFlows(pool, setup);
      const baselineName = `${name.replace('flow runs advancing', 'customers')}, no flow (baseline)`;
      const baseline = await measure(baselineName, options, pool, setup);
      return [
        ...rows(name, measured.result, measured.done),
        ...rows(baselineName, baseline.result, baseline.done).slice(0, 2),
      ];
    } finally {
      await settled(pool, setup.companyId);
      await removeFlowBench(pool, setup);
    }
  });
  return recorder;
}

/** One load on a phone, then its customer messages stored and bot messages written (the integrations suite's too). */
export async function measure(
  name: string,
  options: Parameters<typeof load>[1],
  pool: pg.Pool,
  setup: Pick<FlowBench, 'companyId' | 'connectionId'>,
) {
  await settled(pool, setup.companyId);
  const startedAt = new Date();
  const result = await load(name, options);
  await settled(pool, setup.companyId);
  return { result, done: await processedSince(pool, setup.connectionId, startedAt) };
}

/** The phone without its welcome flow and the runs ended: the customers' next messages reach no flow. */
async function withoutFlows(pool: pg.Pool, setup: FlowBench) {
  await pool.query('UPDATE whatsapps SET flow_id_welcome = NULL WHERE id = $1', [setup.connectionId]);
  await pool.query('DELETE FROM flows WHERE id = $1', [setup.flowId]);
  await pool.query("UPDATE ticket_automation SET step = 'idle' WHERE company_id = $1 AND step = 'flow'", [
    setup.companyId,
  ]);
}

function rows(
  name: string,
  result: Awaited<ReturnType<typeof load>>,
  done: { seconds: number; messages: number; questions: number },
): ResultRow[] {
  const rate = (count: number) => Math.round(count / Math.max(0.001, done.seconds));
  return [
    resultRow(`${name}: accepted`, result, `≥ ${targetPerSecond}/s`),
    {
      scenario: `${name}: processed (customer messages stored)`,
      'req/s': rate(done.messages),
      'p50 ms': '-',
      'p99 ms': '-',
      requests: done.messages,
      target: `≥ ${targetPerSecond}/s`,
    },
    {
      scenario: `${name}: runs advanced (next question written)`,
      'req/s': rate(done.questions),
      'p50 ms': '-',
      'p99 ms': '-',
      requests: done.questions,
      target: `one per message: ${done.questions === done.messages ? 'met' : 'MISSED'}`,
    },
  ];
}

interface FlowBench {
  companyId: number;
  connectionId: number;
  flowId: number;
  token: string;
}

/** The bench company's sandbox phone with the circle of questions as its welcome flow (rows written directly). */
async function flowConnection(platform: BenchPlatform): Promise<FlowBench> {
  const pool = platform.db.pool;
  const { companyId, token } = await benchCompanyAdmin(platform);
  await removeFlowBench(pool, { companyId });
  const json = JSON.stringify(graph);
  const flow = await pool.query<{ id: number }>(
    'INSERT INTO flows (company_id, name, version, graph) VALUES ($1, $2, 1, $3) RETURNING id',
    [companyId, flowName, json],
  );
  const flowId = flow.rows[0]?.id as number;
  await pool.query('INSERT INTO flow_versions (company_id, flow_id, version, graph) VALUES ($1, $2, 1, $3)', [
    companyId,
    flowId,
    json,
  ]);
  const connection = await pool.query<{ id: number }>(
    `INSERT INTO whatsapps (company_id, name, channel, status, flow_id_welcome)
     VALUES ($1, $2, 'sandbox', 'CONNECTED', $3) RETURNING id`,
    [companyId, connectionName, flowId],
  );
  return { companyId, connectionId: connection.rows[0]?.id as number, flowId, token };
}

/** The bench company and an admin token of its attendant's (the sandbox routes want a manager). */
export async function benchCompanyAdmin(platform: BenchPlatform): Promise<{ companyId: number; token: string }> {
  const [user] = (
    await platform.db.pool.query<{ id: number; company_id: number }>(
      "SELECT id, company_id FROM users WHERE email = 'bench@example.com'",
    )
  ).rows;
  if (!user) throw new ScenarioFailure('the bench attendant is missing');
  const companyId = user.company_id;
  return { companyId, token: await platform.tokenFor({ id: user.id, companyId, profile: 'admin', isSuper: false }) };
}

/** Each customer's first message (50 at a time): the welcome flow starts and waits on its first question. */
async function startRuns(url: string, headers: Record<string, string>) {
  for (let from = 0; from < runs; from += 50) {
    const batch = Array.from({ length: Math.min(50, runs - from) }, (_, index) => from + index);
    const answers = await Promise.all(
      batch.map((customer) =>
        fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            from: `${senderPrefix}${String(customer).padStart(9, '0')}`,
            name: `Cliente ${customer}`,
            body: 'oi',
            id: `bench-flow-start-${customer}`,
          }),
        }),
      ),
    );
    const refused = answers.find((answer) => answer.status !== 202);
    if (refused) throw new ScenarioFailure(`the sandbox answered ${refused.status} to a first message`);
  }
}

async function waitingRuns(pool: pg.Pool, flowId: number): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM flow_runs WHERE flow_id = $1 AND status = 'running' AND waiting = 'question'",
    [flowId],
  );
  return rows[0]?.count ?? 0;
}

/** Waits until the automation inbox of the company is empty (every turn taken), at most two minutes. */
export async function settled(pool: pg.Pool, companyId: number) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ waiting: number }>(
      'SELECT count(*)::int AS waiting FROM automation_inbox WHERE company_id = $1',
      [companyId],
    );
    if ((rows[0]?.waiting ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Customer messages stored and bot questions written since `since`, over the time from `since` to the last of them. */
async function processedSince(pool: pg.Pool, connectionId: number, since: Date) {
  const { rows } = await pool.query<{ messages: number; questions: number; last_at: Date | null }>(
    `SELECT count(*) FILTER (WHERE NOT from_me)::int AS messages, count(*) FILTER (WHERE from_bot)::int AS questions,
            max(created_at) AS last_at
       FROM messages WHERE whatsapp_id = $1 AND created_at >= $2`,
    [connectionId, since],
  );
  const row = rows[0];
  const seconds = ((row?.last_at ?? since).getTime() - since.getTime()) / 1000;
  return { seconds, messages: row?.messages ?? 0, questions: row?.questions ?? 0 };
}

/** Deletes the phone, its tickets (and their runs), the customers and the flow. */
async function removeFlowBench(pool: pg.Pool, bench: { companyId: number }) {
  const { companyId } = bench;
  const phones = await pool.query<{ id: number }>('SELECT id FROM whatsapps WHERE company_id = $1 AND name = $2', [
    companyId,
    connectionName,
  ]);
  for (const phone of phones.rows) {
    await pool.query('DELETE FROM tickets WHERE whatsapp_id = $1', [phone.id]);
    await pool.query('DELETE FROM whatsapps WHERE id = $1', [phone.id]);
  }
  await pool.query('DELETE FROM contacts WHERE company_id = $1 AND number LIKE $2', [companyId, `${senderPrefix}%`]);
  await pool.query('DELETE FROM flows WHERE company_id = $1 AND name = $2', [companyId, flowName]);
}
