import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { type PeakRss, peakRssColumn, watchPeakRss } from './peak-rss';

/** One line of the report table. */
export interface ResultRow {
  scenario: string;
  'req/s': number | string;
  'p50 ms': number | string;
  'p99 ms': number | string;
  requests: number | string;
  target?: string;
  /** The API process's largest RSS while the scenario ran, against `peakRssTargetMiB`. */
  'peak RSS MiB'?: string;
}

export const loadSettings = {
  duration: Number(process.env.BENCH_DURATION ?? 10),
  /** Seconds of the same load run and discarded before a read scenario is measured (JIT, plans, caches). */
  warmup: Number(process.env.BENCH_WARMUP ?? 3),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  /** Worker threads generating fixed requests (0: on the API's own event loop). */
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
 * generated from a worker thread, so the load generator does not share the API's event loop, or, with
 * `ownProcess`, from a child process (`autocannon-process.cjs`), so it shares neither its event loop nor
 * its memory; scenarios that build each request in a function (ingestion) stay on the main thread.
 */
export async function load(
  name: string,
  options: autocannon.Options,
  { warmup = false, ownProcess = false }: { warmup?: boolean; ownProcess?: boolean } = {},
): Promise<autocannon.Result> {
  const builtPerRequest = options.requests?.some((request) => typeof request.setupRequest === 'function');
  if (ownProcess && builtPerRequest) {
    throw new Error(`${name}: requests built by a function cannot cross to another process`);
  }
  const workers = ownProcess || builtPerRequest || loadSettings.workers === 0 ? {} : { workers: loadSettings.workers };
  const headers = { ...browserHeaders, ...options.headers };
  const run = {
    connections: loadSettings.connections,
    duration: loadSettings.duration,
    ...workers,
    ...options,
    headers,
  };
  const warmupSeconds = warmup ? loadSettings.warmup : 0;
  const result = ownProcess ? await inOwnProcess(run, warmupSeconds) : await inThisProcess(run, warmupSeconds);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new ScenarioFailure(
      `${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result;
}

async function inThisProcess(run: autocannon.Options, warmupSeconds: number): Promise<autocannon.Result> {
  if (warmupSeconds > 0) await autocannon({ ...run, duration: warmupSeconds });
  return autocannon(run);
}

async function inOwnProcess(run: autocannon.Options, warmupSeconds: number): Promise<autocannon.Result> {
  // The child is plain node: no GC flags of the API, no tsx.
  const child = fork(new URL('./autocannon-process.cjs', import.meta.url), [], { execArgv: [] });
  const answer = new Promise<{ result?: autocannon.Result; error?: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { result?: autocannon.Result; error?: string }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the load generator process exited (${code}) without a result`)));
  });
  child.send({ options: run, warmupSeconds });
  const { result, error } = await answer;
  if (!result) throw new Error(`the load generator process failed: ${error}`);
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
 * (and a line in `failures`) instead of ending the suite. Every row carries the peak RSS of the API's
 * process (`apiPid`) while its scenario ran; `peakRss` holds the largest of the suite.
 */
export function scenarioRecorder(apiPid: number) {
  const rows: ResultRow[] = [];
  const failures: string[] = [];
  const peakRss: PeakRss = { mib: 0 };
  const attempt = async (name: string, work: () => Promise<ResultRow[]>) => {
    const watch = watchPeakRss(apiPid);
    try {
      const produced = await work();
      const column = peakRssColumn(watch.stop(), peakRss);
      rows.push(...produced.map((row) => ({ ...row, 'peak RSS MiB': column })));
    } catch (error) {
      const column = peakRssColumn(watch.stop(), peakRss);
      if (!(error instanceof ScenarioFailure)) throw error;
      failures.push(error.message);
      rows.push({
        scenario: name,
        'req/s': 'FAILED',
        'p50 ms': '-',
        'p99 ms': '-',
        requests: error.message.slice(0, 80),
        'peak RSS MiB': column,
      });
    }
  };
  return { rows, failures, attempt, peakRss };
}
