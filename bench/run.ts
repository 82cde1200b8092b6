/**
 * `npm run bench`: starts the whole platform (embedded PostgreSQL unless DATABASE_URL), loads it with
 * autocannon and prints p50/p99 latency and throughput per scenario. BENCH_DURATION (seconds, default
 * 10) and BENCH_CONNECTIONS (default 50) tune the load.
 *
 * Suites (BENCH_SUITE): `base` (health and session, on a throwaway DATA_DIR; the default), `workspace`
 * (ticket workspace on the generated dataset of BENCH_SCALE, kept under bench/.data between runs) or
 * `channels` (send queue to a Graph stub, external API, memory per idle channel session; on a platform
 * of its own, see channels/run-channels.ts), `campaigns` (the campaign dispatcher, campaigns/), `flows`
 * (flow runs advancing on inbound messages, flows/), `integrations` (ingestion while 200 tickets talk to a
 * webhook integration, integrations/) or `all`.
 * Setting BENCH_SCALE alone means `all`.
 * BENCH_EXPLAIN=1 writes EXPLAIN ANALYZE plans of the workspace reads' SQL next to the kept dataset.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCampaignDispatchScenarios } from './campaigns/campaign-dispatch';
import { runChannelScenarios } from './channels/run-channels';
import { runFlowEditorSuite } from './flow-editor/editor-frames';
import { runFlowIngestion } from './flows/flow-ingestion';
import { keptDataDir, parseScale } from './generate/dataset-shape';
import { ensureDataset } from './generate/generate-dataset';
import { runIntegrationIngestion } from './integrations/integration-ingestion';
import { load, loadSettings, type ResultRow, resultRow, scenarioRecorder } from './load';
import { mebibyte, peakRssSummary, rssOf } from './peak-rss';
import { startBenchPlatform } from './platform';
import { scenarios } from './scenarios';
import { runScheduleSenderScenario } from './schedules/schedule-sender';
import { runTimerSweepScenario } from './timers/timer-sweep';
import { runWorkspaceScenarios } from './workspace/run-workspace';

const suite = process.env.BENCH_SUITE ?? (process.env.BENCH_SCALE ? 'all' : 'base');
if (
  ![
    'base',
    'workspace',
    'channels',
    'timers',
    'schedules',
    'campaigns',
    'flows',
    'integrations',
    'flow-editor',
    'all',
  ].includes(suite)
) {
  throw new Error(
    `BENCH_SUITE must be base, workspace, channels, timers, schedules, campaigns, flows, integrations, flow-editor or all`,
  );
}
const withWorkspace = suite === 'workspace' || suite === 'all';
const withBase = suite === 'base' || suite === 'all';
const withChannels = suite === 'channels' || suite === 'all';
// The automation timers' sweep over 200,000 generated tickets (removed afterwards): part of base.
const withTimers = suite === 'timers' || withBase;
// The schedule sender delivering 10,000 schedules due at once (removed afterwards): part of base.
const withSchedules = suite === 'schedules' || withBase;
// The campaign dispatcher sending a 50,000-recipient campaign with pacing off (removed afterwards).
const withCampaigns = suite === 'campaigns' || suite === 'all';
// 1,000 flow runs advancing on inbound messages (removed afterwards).
const withFlows = suite === 'flows' || suite === 'all';
// Ingestion while 200 tickets talk to a 200 ms webhook integration (removed afterwards).
const withIntegrations = suite === 'integrations' || suite === 'all';
// The flow editor in Chromium with a 300-node flow (needs the built web app: `npm run build`).
const withFlowEditor = suite === 'flow-editor';
const scale = parseScale(process.env.BENCH_SCALE);
const log = (line: string) => process.stdout.write(`${line}\n`);

// The workspace dataset: the workspace scenarios, and the ticket list read beside a campaign when BENCH_SCALE is set.
const withDataset = withWorkspace || (withCampaigns && process.env.BENCH_SCALE !== undefined);
const dataDir = withDataset ? keptDataDir(scale) : await mkdtemp(path.join(tmpdir(), 'chatdesk-bench-'));
// The channels suite runs on a platform of its own; the shared one starts only for base or workspace.
const platform =
  withBase ||
  withWorkspace ||
  withTimers ||
  withSchedules ||
  withCampaigns ||
  withFlows ||
  withIntegrations ||
  withFlowEditor
    ? await startBenchPlatform(dataDir, randomBytes(32).toString('hex'))
    : null;
let stopping: Promise<void> | undefined;
const stopShared = () => {
  stopping ??= platform?.stop() ?? Promise.resolve();
  return stopping;
};
const rows: ResultRow[] = [];
const failures: string[] = [];
/** The largest RSS of the API process under any scenario, in MiB. */
let peakRssMiB = 0;
try {
  if (platform && withBase) {
    const base = scenarioRecorder(platform.pid);
    for (const scenario of scenarios) {
      const headers = await scenario.headers(platform);
      const url = `${platform.url}${scenario.path}`;
      await base.attempt(scenario.name, async () => [
        resultRow(scenario.name, await load(scenario.name, { url, headers })),
      ]);
    }
    rows.push(...base.rows);
    failures.push(...base.failures);
    peakRssMiB = Math.max(peakRssMiB, base.peakRss.mib);
  }
  if (platform && withDataset) {
    const dataset = await ensureDataset(platform.db.pool, scale, log);
    log(
      `dataset at scale ${scale}${dataset.cached ? ' (kept from an earlier run)' : ''}: ${JSON.stringify(dataset.counts)}`,
    );
  }
  if (platform && withWorkspace) {
    const plansDir = process.env.BENCH_EXPLAIN === '1' ? path.join(dataDir, 'plans') : null;
    const workspace = await runWorkspaceScenarios(platform, { plansDir, log });
    rows.push(...workspace.rows);
    failures.push(...workspace.failures);
    peakRssMiB = Math.max(peakRssMiB, workspace.peakRss.mib);
  }
  if (platform && withTimers) {
    const timers = await runTimerSweepScenario(platform, log);
    rows.push(...timers.rows);
    failures.push(...timers.failures);
    peakRssMiB = Math.max(peakRssMiB, timers.peakRss.mib);
  }
  if (platform && withSchedules) {
    const sender = await runScheduleSenderScenario(platform, log);
    rows.push(...sender.rows);
    failures.push(...sender.failures);
    peakRssMiB = Math.max(peakRssMiB, sender.peakRss.mib);
  }
  if (platform && withCampaigns) {
    const campaigns = await runCampaignDispatchScenarios(platform, log);
    rows.push(...campaigns.rows);
    failures.push(...campaigns.failures);
    peakRssMiB = Math.max(peakRssMiB, campaigns.peakRss.mib);
  }
  if (platform && withFlows) {
    const flows = await runFlowIngestion(platform, log);
    rows.push(...flows.rows);
    failures.push(...flows.failures);
    peakRssMiB = Math.max(peakRssMiB, flows.peakRss.mib);
  }
  if (platform && withIntegrations) {
    const integrations = await runIntegrationIngestion(platform, log);
    rows.push(...integrations.rows);
    failures.push(...integrations.failures);
    peakRssMiB = Math.max(peakRssMiB, integrations.peakRss.mib);
  }
  if (platform && withFlowEditor) failures.push(...(await runFlowEditorSuite(platform.url, log)));
  if (withChannels) {
    // Stopped first so that the channels suite's memory samples see its own platform only.
    await stopShared();
    const channels = await runChannelScenarios(log);
    rows.push(...channels.rows);
    failures.push(...channels.failures);
    peakRssMiB = Math.max(peakRssMiB, channels.peakRss.mib);
  }
  const { connections, duration } = loadSettings;
  log(`\n${connections} connections, ${duration} s per scenario, ${process.version}`);
  // biome-ignore lint/suspicious/noConsole: the report is a table on stdout
  console.table(rows);
  log(peakRssSummary(peakRssMiB));
  if (platform) log(`API process RSS after the run: ${Math.round(rssOf(platform.pid) / mebibyte)} MiB`);
  for (const failure of failures) log(`FAILED: ${failure}`);
  if (failures.length > 0) process.exitCode = 1;
} finally {
  await stopShared();
  if (!withDataset) await rm(dataDir, { recursive: true, force: true });
  // Everything is stopped; a handle left open by a component's close() would keep the process
  // alive forever (the web chat gateway's Socket.IO adapter timers did): say so and leave.
  setTimeout(() => {
    log('the process was still alive 5 s after the platform stopped (a timer or socket left open): exiting');
    process.exit();
  }, 5000).unref();
}
