import { calendarDate } from '@chatdesk/contracts';
import { load, probe, type ResultRow, resultRow, ScenarioFailure } from '../load';
import { mebibyte, rssOf } from '../peak-rss';
import type { BenchPlatform } from '../platform';
import type { WorkspaceFixtures } from './fixtures';

const p99TargetMs = 300;
const exportRssTargetMiB = 300;
/** Spec 1 §7 and spec 2 §9: the dashboard's and the reports page's reads are measured at 10 connections. */
const connections = 10;

const dashboardName = 'GET /api/dashboard?days=30, admin, 10 connections';
const reportPageName = 'GET /api/ticketreport/reports first page (month to date), admin, 10 connections';
const reportExportName = "GET /api/ticketreport/reports/export, the large company's closed tickets of a year";

const dayMs = 86_400_000;
const dayOf = (date: Date) => calendarDate(date, 'America/Sao_Paulo');

/**
 * The dashboard's counters for 30 days and the report's first page (spec 2 §9 default range: the
 * first of the month to today) for the large company's admin; then the Excel export of its closed
 * tickets of a year, streamed, with the API's RSS sampled while it is produced. Each is one
 * scenario (its own row and peak RSS column).
 */
export function insightScenarios(platform: BenchPlatform, f: WorkspaceFixtures) {
  const headers = { authorization: `Bearer ${f.adminToken}` };
  const today = dayOf(new Date());
  const reportQuery = `dateFrom=${today.slice(0, 8)}01&dateTo=${today}&page=1&pageSize=10`;
  return [
    {
      name: dashboardName,
      run: () => measureRead(platform, dashboardName, '/api/dashboard?days=30', headers, 'counters'),
    },
    {
      name: reportPageName,
      run: () => measureRead(platform, reportPageName, `/api/ticketreport/reports?${reportQuery}`, headers, 'tickets'),
    },
    { name: reportExportName, run: () => measureExport(platform, f, headers) },
  ];
}

/**
 * The generator writes no ratings: while `work` runs, one closed attendance in three of the large
 * company is rated (rates spread over 0 to 10); the ratings are deleted after it.
 */
export async function withBenchRatings(platform: BenchPlatform, f: WorkspaceFixtures, work: () => Promise<void>) {
  const pool = platform.db.pool;
  await pool.query(
    `INSERT INTO user_ratings (company_id, ticket_id, ticket_tracking_id, user_id, rate, created_at)
     SELECT company_id, ticket_id, id, user_id, (id * 7) % 11, closed_at FROM ticket_trackings
      WHERE company_id = $1 AND closed_at IS NOT NULL AND id % 3 = 0`,
    [f.companyId],
  );
  try {
    await work();
  } finally {
    await pool.query(`DELETE FROM user_ratings WHERE company_id = $1`, [f.companyId]);
  }
}

async function measureRead(
  platform: BenchPlatform,
  name: string,
  path: string,
  headers: Record<string, string>,
  answerKey: string,
): Promise<ResultRow> {
  const url = `${platform.url}${path}`;
  // The same read under another cache key (an ignored parameter) warms the process, not this answer's cache.
  await probe(`${url}${url.includes('?') ? '&' : '?'}warm=1`, { headers });
  await platform.idle();
  const probeStarted = performance.now();
  const first = await probe(url, { headers });
  const computedMs = Math.round(performance.now() - probeStarted);
  if (!('body' in first) || typeof first.body !== 'object' || first.body === null || !(answerKey in first.body)) {
    throw new ScenarioFailure(`${name}: the answer lacks ${answerKey}`);
  }
  const result = await load(name, { url, headers, connections }, { warmup: true });
  const met = result.requests.total > 0 && result.latency.p99 < p99TargetMs;
  // Answers are kept under the company's version: the probe computes it, the load reads it.
  return resultRow(name, result, `p99 < ${p99TargetMs} ms: ${met ? 'met' : 'MISSED'}; computed in ${computedMs} ms`);
}

/** The whole download, read as it arrives; the API's RSS sampled every 50 ms meanwhile. */
async function measureExport(
  platform: BenchPlatform,
  f: WorkspaceFixtures,
  headers: Record<string, string>,
): Promise<ResultRow> {
  const now = new Date();
  const filters = `status=["closed"]&dateFrom=${dayOf(new Date(now.getTime() - 364 * dayMs))}&dateTo=${dayOf(now)}`;
  const { rows } = await platform.db.pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM tickets
      WHERE company_id = $1 AND status = 'closed' AND created_at >= now() - interval '365 days'`,
    [f.companyId],
  );
  await platform.idle();
  const before = Math.round(rssOf(platform.pid) / mebibyte);
  let peak = rssOf(platform.pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(platform.pid));
  }, 50);
  const started = performance.now();
  let bytes = 0;
  let head = '';
  try {
    const response = await fetch(`${platform.url}/api/ticketreport/reports/export?${filters}`, { headers });
    if (response.status !== 200 || !response.body) {
      throw new ScenarioFailure(`${reportExportName}: answered ${response.status}`);
    }
    for await (const chunk of response.body) {
      if (bytes === 0) head = Buffer.from(chunk).subarray(0, 2).toString('latin1');
      bytes += chunk.byteLength;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  if (head !== 'PK') throw new ScenarioFailure(`${reportExportName}: the answer is not an xlsx (zip)`);
  const peakMiB = Math.round(peak / mebibyte);
  const met = peakMiB < exportRssTargetMiB;
  return {
    scenario: reportExportName,
    'req/s': '-',
    'p50 ms': Math.round(seconds * 1000),
    'p99 ms': '-',
    requests: `${rows[0]?.count ?? 0} rows, ${(bytes / mebibyte).toFixed(1)} MiB in ${seconds.toFixed(1)} s`,
    target: `API RSS < ${exportRssTargetMiB} MiB (${before} before, ${peakMiB} peak): ${met ? 'met' : 'MISSED'}`,
  };
}
