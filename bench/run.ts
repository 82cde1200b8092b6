/**
 * `npm run bench`: starts the whole platform (embedded PostgreSQL unless DATABASE_URL) on a throwaway
 * DATA_DIR, then loads it with autocannon and prints p50/p99 latency and throughput per scenario.
 * BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 50) tune the load.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchPlatform } from './platform';
import { scenarios } from './scenarios';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const dataDir = await mkdtemp(path.join(tmpdir(), 'chatdesk-bench-'));
const jwtSecret = randomBytes(32).toString('hex');
const platform = await startBenchPlatform(dataDir, jwtSecret);

try {
  const rows = [];
  for (const scenario of scenarios) {
    const headers = await scenario.headers(platform);
    const result = await autocannon({ url: `${platform.url}${scenario.path}`, connections, duration, headers });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${scenario.name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
    }
    rows.push({
      scenario: scenario.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      requests: result.requests.total,
    });
  }
  process.stdout.write(`\n${connections} connections, ${duration} s per scenario, ${process.version}\n`);
  // biome-ignore lint/suspicious/noConsole: the report is a table on stdout
  console.table(rows);
  const memory = process.memoryUsage();
  process.stdout.write(`API process RSS after the run: ${Math.round(memory.rss / 1048576)} MiB\n`);
} finally {
  await platform.stop();
  await rm(dataDir, { recursive: true, force: true });
}
