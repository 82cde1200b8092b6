import { Worker } from 'node:worker_threads';
import { browserHeaders, loadSettings, type ResultRow, ScenarioFailure } from './load';

export interface PacedResult {
  /** Answers per second actually completed. */
  rate: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
}

/**
 * Open-loop load: `rate` requests per second arriving at random (Poisson) from `clients` clients,
 * latency counted from each arrival. Unlike autocannon's closed loop (every client sends again the
 * moment it is answered, so the server is always saturated and latency is concurrency / throughput),
 * this measures the latency a user sees at a given load. Runs in a worker thread.
 */
export async function paced(
  name: string,
  { url, headers, rate, clients }: { url: string; headers: Record<string, string>; rate: number; clients: number },
): Promise<PacedResult> {
  const worker = new Worker(new URL('./paced-worker.cjs', import.meta.url), {
    workerData: {
      url,
      headers: { ...browserHeaders, ...headers },
      rate,
      clients,
      warmupMs: loadSettings.warmup * 1000,
      durationMs: loadSettings.duration * 1000,
    },
  });
  const { latencies, errors, seconds } = await new Promise<{ latencies: number[]; errors: number; seconds: number }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  await worker.terminate();
  if (errors > 0 || latencies.length === 0) throw new ScenarioFailure(`${name}: ${errors} answers were not 200`);
  const sorted = latencies.sort((a, b) => a - b);
  const at = (quantile: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0);
  return {
    rate: Math.round(sorted.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    max: at(1),
    requests: sorted.length,
  };
}

export const pacedRow = (scenario: string, result: PacedResult, target?: string): ResultRow => ({
  scenario,
  'req/s': result.rate,
  'p50 ms': result.p50,
  'p99 ms': result.p99,
  requests: result.requests,
  ...(target ? { target } : {}),
});
