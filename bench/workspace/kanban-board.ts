import { load, probe, type ResultRow, resultRow, ScenarioFailure } from '../load';
import type { BenchPlatform } from '../platform';
import type { WorkspaceFixtures } from './fixtures';

/** Lanes the large company's board gets for the run, and one ticket in `laneShare` goes into one. */
const benchLanes = 6;
const laneShare = 3;
const p99TargetMs = 50;
const lanePrefix = 'bench-kanban-';
export const kanbanBoardName = 'GET /api/ticket/kanban';

/**
 * The kanban board (spec 3 §7 GET /ticket/kanban) of the large company: six lanes holding a third
 * of its tickets (closed ones included, as lanes keep them), read by the attendant (their queues,
 * as the web app asks) and by the admin (every queue). The lanes are created before the load and
 * deleted after it (their ticket links go with them).
 */
export async function runKanbanBoard(platform: BenchPlatform, f: WorkspaceFixtures): Promise<ResultRow[]> {
  const pool = platform.db.pool;
  const lanes = await pool.query<{ id: number }>(
    `INSERT INTO tags (company_id, name, color, kanban)
     SELECT $1, $2 || n, '#3366FF', 1 FROM generate_series(1, $3) AS n RETURNING id`,
    [f.companyId, lanePrefix, benchLanes],
  );
  const laneIds = lanes.rows.map((row) => row.id);
  try {
    await pool.query(
      `INSERT INTO ticket_tags (company_id, ticket_id, tag_id, created_at)
       SELECT t.company_id, t.id, ($2::int[])[1 + (t.id / $3) % cardinality($2::int[])], t.updated_at
         FROM tickets t WHERE t.company_id = $1 AND t.id % $3 = 0`,
      [f.companyId, laneIds, laneShare],
    );
    await pool.query('ANALYZE ticket_tags');
    const queueIds = encodeURIComponent(JSON.stringify(f.attendantQueueIds));
    const readers = [
      { who: 'attendant', token: f.attendantToken, query: `?queueIds=${queueIds}` },
      { who: 'admin', token: f.adminToken, query: '' },
    ];
    const rows: ResultRow[] = [];
    for (const reader of readers) {
      const name = `${kanbanBoardName}, ${reader.who}, ${benchLanes} lanes`;
      const url = `${platform.url}/api/ticket/kanban${reader.query}`;
      const headers = { authorization: `Bearer ${reader.token}` };
      const first = await probe(url, { headers });
      const body = 'body' in first ? (first.body as { tickets?: unknown[]; lanes?: unknown[] }) : {};
      if (!Array.isArray(body.tickets) || body.lanes?.length !== benchLanes + 1 || body.tickets.length === 0)
        throw new ScenarioFailure(`${name}: ${JSON.stringify(first).slice(0, 200)}`);
      const result = await load(name, { url, headers }, { warmup: true });
      const met = result.requests.total > 0 && result.latency.p99 < p99TargetMs;
      rows.push(resultRow(name, result, `p99 < ${p99TargetMs} ms: ${met ? 'met' : 'MISSED'}`));
    }
    return rows;
  } finally {
    await pool.query('DELETE FROM tags WHERE company_id = $1 AND id = ANY($2::int[])', [f.companyId, laneIds]);
  }
}
