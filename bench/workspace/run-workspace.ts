import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tenantRoleName } from '../../apps/api/src/db/schema/tenancy';
import {
  load,
  loadSettings,
  probe,
  type ResultRow,
  resultRow,
  ScenarioFailure,
  scenarioRecorder,
  skippedRow,
} from '../load';
import { paced, pacedRow } from '../paced';
import type { BenchPlatform } from '../platform';
import { withAutovacuumHeld } from './autovacuum-hold';
import { botIngestionName, runBotIngestion } from './bot-ingestion';
import { loadWorkspaceFixtures } from './fixtures';
import { runIngestion } from './ingestion';
import { insightScenarios, withBenchRatings } from './insight';
import { kanbanBoardName, runKanbanBoard } from './kanban-board';
import { type ReadScenario, readScenarios } from './list-scenarios';
import { listUnderWritesName, runListUnderWrites, writeRates } from './lists-under-writes';
import { type CapturedQuery, explainAnalyze } from './query-capture';
import { quickMessagesListName, runQuickMessagesList } from './quick-messages';

export interface WorkspaceOptions {
  /** Where EXPLAIN ANALYZE plans of each read's slowest queries are written (BENCH_EXPLAIN=1), or null. */
  plansDir: string | null;
  log(line: string): void;
}

/** The ticket-workspace scenarios on the generated dataset's large company. */
export async function runWorkspaceScenarios(platform: BenchPlatform, options: WorkspaceOptions) {
  const fixtures = await loadWorkspaceFixtures(platform);
  const { rows, failures, attempt, peakRss } = scenarioRecorder(platform.pid);
  // BENCH_ONLY=ingestion (or a part of a scenario's name) runs just the matching scenarios.
  const only = process.env.BENCH_ONLY;
  const wanted = (name: string) => !only || name.includes(only);
  const writing =
    wanted('ingestion') || wanted(botIngestionName) || writeRates.some((rate) => wanted(listUnderWritesName(rate)));
  const measureAll = async () => {
    for (const scenario of readScenarios(fixtures)) {
      if (wanted(scenario.name)) await attempt(scenario.name, () => runRead(platform, scenario, options));
    }
    for (const rate of writeRates) {
      const name = listUnderWritesName(rate);
      if (wanted(name)) await attempt(name, () => runListUnderWrites(platform, fixtures, rate));
    }
    if (wanted('ingestion')) await attempt('ingestion', () => runIngestion(platform, fixtures));
    if (wanted(botIngestionName)) await attempt(botIngestionName, () => runBotIngestion(platform, fixtures));
    if (wanted(quickMessagesListName))
      await attempt(quickMessagesListName, () => runQuickMessagesList(platform, fixtures));
    if (wanted(kanbanBoardName)) await attempt(kanbanBoardName, () => runKanbanBoard(platform, fixtures));
    const insight = insightScenarios(platform, fixtures).filter((scenario) => wanted(scenario.name));
    if (insight.length > 0) {
      await withBenchRatings(platform, fixtures, async () => {
        for (const scenario of insight) await attempt(scenario.name, async () => [await scenario.run()]);
      });
    }
  };
  // Runs that write clean up after themselves; the vacuum that follows is kept out of the measurements.
  await (writing ? withAutovacuumHeld(platform.db.pool, options.log, measureAll) : measureAll());
  return { rows, failures, peakRss };
}

async function runRead(
  platform: BenchPlatform,
  scenario: ReadScenario,
  options: WorkspaceOptions,
): Promise<ResultRow[]> {
  const url = `${platform.url}${scenario.path}`;
  const headers = { authorization: `Bearer ${scenario.token}` };
  await platform.idle();
  const { result: first, queries } = await platform.capture(() => probe(url, { headers }));
  if ('skip' in first) {
    options.log(`skip: ${scenario.name}: ${scenario.path} ${first.skip}`);
    return [skippedRow(scenario.name, first.skip)];
  }
  const missing = scenario.answerKeys.filter(
    (key) => !(first.body && typeof first.body === 'object' && key in first.body),
  );
  if (missing.length > 0) throw new ScenarioFailure(`${scenario.name}: the answer lacks ${missing.join(', ')}`);
  if (options.plansDir) await writePlans(platform, scenario, queries, options.plansDir, options.log);
  if (scenario.rate) return [await runPaced(url, headers, scenario, scenario.rate)];
  const result = await load(
    scenario.name,
    { url, headers, ...(scenario.connections ? { connections: scenario.connections } : {}) },
    { warmup: true, ownProcess: scenario.ownProcess ?? false },
  );
  return [resultRow(scenario.name, result, targetLabel(scenario, result))];
}

/** The row's verdict on the scenario's targets (p99, and throughput where one is set), or undefined without any. */
function targetLabel(scenario: ReadScenario, result: Awaited<ReturnType<typeof load>>): string | undefined {
  if (!scenario.p99TargetMs) return undefined;
  const answered = result.requests.total > 0;
  const rate = scenario.minRate ? ` and ≥ ${scenario.minRate} req/s` : '';
  const met =
    answered && result.latency.p99 < scenario.p99TargetMs && result.requests.average >= (scenario.minRate ?? 0);
  return `p99 < ${scenario.p99TargetMs} ms${rate}: ${!answered ? 'no answer in time' : met ? 'met' : 'MISSED'}`;
}

/** An open-loop read at `rate` over the suite's clients (bench/paced.ts). */
async function runPaced(url: string, headers: Record<string, string>, scenario: ReadScenario, rate: number) {
  const result = await paced(scenario.name, { url, headers, rate, clients: loadSettings.connections });
  const met = result.p99 < (scenario.p99TargetMs ?? 0);
  return pacedRow(
    scenario.name,
    result,
    scenario.p99TargetMs ? `p99 < ${scenario.p99TargetMs} ms: ${met ? 'met' : 'MISSED'}` : undefined,
  );
}

/** Every read behind the route, slowest first, with its plan: one file per scenario. */
async function writePlans(
  platform: BenchPlatform,
  scenario: ReadScenario,
  queries: CapturedQuery[],
  plansDir: string,
  log: (line: string) => void,
) {
  const reads = queries.filter((query) => /^\s*(select|with)\b/i.test(query.text)).sort((a, b) => b.ms - a.ms);
  const sections = [`# ${scenario.name}\n# ${scenario.path}\n# ${queries.length} queries in the request`];
  for (const query of reads) {
    const plan = await explainAnalyze(platform.db.pool, query, tenantRoleName);
    sections.push(
      `-- ${query.ms.toFixed(1)} ms in the request\n${query.text}\n-- values: ${JSON.stringify(query.values)}\n${plan}`,
    );
  }
  await mkdir(plansDir, { recursive: true });
  const file = path.join(plansDir, `${scenario.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.txt`);
  await writeFile(file, `${sections.join('\n\n')}\n`);
  log(`plans: ${file}`);
}
