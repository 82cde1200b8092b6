import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sweepTimers, type TimerSweepReport } from '../../apps/api/src/automation/timers/sweep-timers';
import { createChannels } from '../../apps/api/src/channels/channels.module';
import { DomainEvents } from '../../apps/api/src/platform/events/domain-events';
import { createPlatformJobQueue } from '../../apps/api/src/platform/jobs/registry';
import { createLogger } from '../../apps/api/src/platform/logger/logger';
import { MediaStorage } from '../../apps/api/src/platform/storage/media-storage';
import { type ResultRow, ScenarioFailure, scenarioRecorder } from '../load';
import type { BenchPlatform } from '../platform';
import { createTimerBenchData, dropTimerBenchData, timerBenchCompanyPrefix, timerBenchShape } from './timer-sweep-data';

const idleRuns = 5;
const target = '< 1000 ms';

/**
 * The automation timers' sweep (apps/api/src/automation/timers) over 200,000 tickets that are not
 * closed, every timer on: `idleRuns` times on the real clock, when nothing is due, then once 10
 * minutes ahead, when about 400 tickets are due (redirects, routing, inactivity notices, auto-closes
 * with their bot messages, NPS expiries). The platform's own per-minute cron, on the real clock,
 * finds nothing due meanwhile.
 */
export async function runTimerSweepScenario(platform: BenchPlatform, log: (line: string) => void) {
  const recorder = scenarioRecorder(platform.pid);
  const total = timerBenchShape.companies * timerBenchShape.ticketsPerCompany;
  const name = `timer sweep over ${total.toLocaleString('en')} open tickets`;
  await recorder.attempt(name, async () => {
    const started = performance.now();
    await dropTimerBenchData(platform.db.pool);
    await createTimerBenchData(platform.db.pool);
    log(`timers: ${total} tickets generated in ${Math.round((performance.now() - started) / 1000)} s`);
    const sweeper = await startSweeper(platform);
    const deps = { db: platform.db, events: new DomainEvents(), outbound: sweeper.channels.outbound };
    try {
      // On the real clock nothing is due yet (the due tickets are 25 minutes into 30-minute timers).
      const idle: number[] = [];
      for (let run = 0; run < idleRuns; run++) idle.push((await timed(() => sweepTimers(deps, new Date()))).ms);
      idle.sort((a, b) => a - b);
      const due = await timed(() => sweepTimers(deps, new Date(Date.now() + 10 * 60_000)));
      log(`timers: the sweep 10 minutes ahead did ${JSON.stringify(due.report)}`);
      await sendsSettled(platform);
      const done = Object.values(due.report).reduce((sum, count) => sum + count, 0);
      return [
        row(`${name}, nothing due`, idle[Math.floor(idle.length / 2)] ?? 0, idle.at(-1) ?? 0, idleRuns),
        row(`${name}, ${done} timers due`, due.ms, due.ms, 1),
      ];
    } finally {
      await sweeper.stop();
      await dropTimerBenchData(platform.db.pool);
    }
  });
  return recorder;
}

/**
 * The sweep runs in this process, as a worker process of the cluster would run it (the API runs in a
 * child of its own): the outbound path over the bench's database handle, its sends through the sandbox.
 */
async function startSweeper(platform: BenchPlatform) {
  const logger = createLogger('silent');
  const connectionString = String(platform.db.pool.options.connectionString);
  const jobs = createPlatformJobQueue({ connectionString, logger, maintenance: false, poolSize: 2 });
  await jobs.start();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chatdesk-bench-sweeper-'));
  const channels = createChannels({
    db: platform.db,
    events: new DomainEvents(),
    logger,
    storage: new MediaStorage(dataDir),
    jobs,
    sandbox: true,
  });
  return {
    channels,
    async stop() {
      await channels.runtime.stopAll();
      await jobs.stop({ graceful: true, timeoutMs: 5_000 });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One sweep, timed; when the platform's own cron run holds the lock, tried again a moment later. */
async function timed(sweep: () => Promise<TimerSweepReport | null>) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const started = performance.now();
    const report = await sweep();
    const ms = Math.round(performance.now() - started);
    if (report) return { report, ms };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new ScenarioFailure('the timer sweep was skipped 20 times: another sweep held its lock');
}

/** Waits (up to a minute) for the sweep's bot messages to leave, so that dropping the data races no send. */
async function sendsSettled(platform: BenchPlatform) {
  for (let waited = 0; waited < 60_000; waited += 500) {
    const { rows } = await platform.db.pool.query(
      `SELECT count(*)::int AS unsent FROM messages m JOIN companies c ON c.id = m.company_id
       WHERE c.name LIKE '${timerBenchCompanyPrefix} %' AND m.ack = 0`,
    );
    if (rows[0].unsent === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const row = (scenario: string, p50: number, worst: number, runs: number): ResultRow => ({
  scenario,
  'req/s': '-',
  'p50 ms': p50,
  'p99 ms': worst,
  requests: `${runs} sweep${runs === 1 ? '' : 's'}`,
  target,
});
