import { performance } from 'node:perf_hooks';
import { sweepTimers, type TimerSweepReport } from '../../apps/api/src/automation/timers/sweep-timers';
import { type ResultRow, ScenarioFailure, scenarioRecorder } from '../load';
import type { BenchPlatform } from '../platform';
import { createTimerBenchData, dropTimerBenchData, timerBenchShape } from './timer-sweep-data';

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
  const recorder = scenarioRecorder();
  const total = timerBenchShape.companies * timerBenchShape.ticketsPerCompany;
  const name = `timer sweep over ${total.toLocaleString('en')} open tickets`;
  await recorder.attempt(name, async () => {
    const started = performance.now();
    await dropTimerBenchData(platform.db.pool);
    await createTimerBenchData(platform.db.pool);
    log(`timers: ${total} tickets generated in ${Math.round((performance.now() - started) / 1000)} s`);
    const deps = { db: platform.db, events: platform.app.events, outbound: platform.app.outbound };
    try {
      // On the real clock nothing is due yet (the due tickets are 25 minutes into 30-minute timers).
      const idle: number[] = [];
      for (let run = 0; run < idleRuns; run++) idle.push((await timed(() => sweepTimers(deps, new Date()))).ms);
      idle.sort((a, b) => a - b);
      const due = await timed(() => sweepTimers(deps, new Date(Date.now() + 10 * 60_000)));
      log(`timers: the sweep 10 minutes ahead did ${JSON.stringify(due.report)}`);
      const done = Object.values(due.report).reduce((sum, count) => sum + count, 0);
      return [
        row(`${name}, nothing due`, idle[Math.floor(idle.length / 2)] ?? 0, idle.at(-1) ?? 0, idleRuns),
        row(`${name}, ${done} timers due`, due.ms, due.ms, 1),
      ];
    } finally {
      await dropTimerBenchData(platform.db.pool);
    }
  });
  return recorder;
}

async function timed(sweep: () => Promise<TimerSweepReport | null>) {
  const started = performance.now();
  const report = await sweep();
  const ms = Math.round(performance.now() - started);
  // Another sweep (the platform's cron) held the lock: the figure would measure nothing.
  if (!report) throw new ScenarioFailure('the timer sweep was skipped: another sweep held its lock');
  return { report, ms };
}

const row = (scenario: string, p50: number, worst: number, runs: number): ResultRow => ({
  scenario,
  'req/s': '-',
  'p50 ms': p50,
  'p99 ms': worst,
  requests: `${runs} sweep${runs === 1 ? '' : 's'}`,
  target,
});
