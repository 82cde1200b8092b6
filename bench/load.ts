import autocannon from 'autocannon';

/** One line of the report table. */
export interface ResultRow {
  scenario: string;
  'req/s': number | string;
  'p50 ms': number | string;
  'p99 ms': number | string;
  requests: number | string;
  target?: string;
}

export const loadSettings = {
  duration: Number(process.env.BENCH_DURATION ?? 10),
  /** Seconds of the same load run and discarded before a read scenario is measured (JIT, plans, caches). */
  warmup: Number(process.env.BENCH_WARMUP ?? 3),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  /** Worker threads generating fixed requests (0: on the API's own event loop, as before). */
  workers: Number(process.env.BENCH_WORKERS ?? 1),
};

/** What a browser's fetch adds to every request: cached answers come back compressed, as they do to the web app. */
export const browserHeaders: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export class ScenarioFailure extends Error {}

/**
 * One request first: a 404 means the route is not there yet (modules are still being written), and
 * the scenario is skipped with a line saying so instead of failing the run. Any other non-2xx fails.
 */
export async function probe(
  url: string,
  init: RequestInit,
): Promise<{ skip: string } | { status: number; body: unknown }> {
  const response = await fetch(url, init);
  const text = await response.text();
  const body = parseJson(text);
  if (response.status === 404) return { skip: `answers 404 (${text.slice(0, 120)})` };
  if (response.status < 200 || response.status >= 300) {
    throw new ScenarioFailure(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return { status: response.status, body };
}

/**
 * autocannon at the configured concurrency; throws when any answer is not 2xx. Fixed requests are
 * generated from a worker thread, so the load generator does not share the API's event loop;
 * scenarios that build each request in a function (ingestion) stay on the main thread.
 */
export async function load(
  name: string,
  options: autocannon.Options,
  { warmup = false }: { warmup?: boolean } = {},
): Promise<autocannon.Result> {
  const builtPerRequest = options.requests?.some((request) => typeof request.setupRequest === 'function');
  const workers = builtPerRequest || loadSettings.workers === 0 ? {} : { workers: loadSettings.workers };
  const headers = { ...browserHeaders, ...options.headers };
  const run = { connections: loadSettings.connections, ...workers, ...options, headers };
  if (warmup && loadSettings.warmup > 0) await autocannon({ ...run, duration: loadSettings.warmup });
  const result = await autocannon({ duration: loadSettings.duration, ...run });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new ScenarioFailure(
      `${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result;
}

export function resultRow(scenario: string, result: autocannon.Result, target?: string): ResultRow {
  return {
    scenario,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    ...(target ? { target } : {}),
  };
}

export const skippedRow = (scenario: string, why: string): ResultRow => ({
  scenario,
  'req/s': 'skipped',
  'p50 ms': '-',
  'p99 ms': '-',
  requests: why,
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Collects a suite's table rows; `attempt` runs one scenario, and a ScenarioFailure becomes a FAILED row
 * (and a line in `failures`) instead of ending the suite.
 */
export function scenarioRecorder() {
  const rows: ResultRow[] = [];
  const failures: string[] = [];
  const attempt = async (name: string, work: () => Promise<ResultRow[]>) => {
    try {
      rows.push(...(await work()));
    } catch (error) {
      if (!(error instanceof ScenarioFailure)) throw error;
      failures.push(error.message);
      rows.push({
        scenario: name,
        'req/s': 'FAILED',
        'p50 ms': '-',
        'p99 ms': '-',
        requests: error.message.slice(0, 80),
      });
    }
  };
  return { rows, failures, attempt };
}
