import { load, probe, type ResultRow, resultRow, ScenarioFailure } from '../load';
import type { BenchPlatform } from '../platform';
import type { WorkspaceFixtures } from './fixtures';

/** How many quick replies the large company keeps while the composer's list is read. */
export const benchQuickMessages = 300;
const p99TargetMs = 50;
export const quickMessagesListName = `GET /api/quick-messages/list, attendant, ${benchQuickMessages} replies`;
const shortcodePrefix = 'bench-qm-';

/**
 * The composer's '/' list (spec 3 §7 GET /quick-messages/list) for an attendant of the large
 * company, among 300 replies: a third global, a third visible, a third private to the admin
 * (filtered out). The replies are inserted before the load and deleted after it.
 */
export async function runQuickMessagesList(platform: BenchPlatform, f: WorkspaceFixtures): Promise<ResultRow[]> {
  const pool = platform.db.pool;
  const admin = await pool.query<{ id: number }>(
    `SELECT id FROM users WHERE company_id = $1 AND profile = 'admin' ORDER BY id LIMIT 1`,
    [f.companyId],
  );
  const ownerId = admin.rows[0]?.id ?? null;
  await pool.query(
    `INSERT INTO quick_messages (company_id, user_id, shortcode, message, geral, visao)
     SELECT $1, $2, $3 || n, 'Olá {{firstName}}, aqui é {{userName}}. ' || repeat('Texto da resposta rápida ', 6) || n,
            n % 3 = 0, n % 3 = 1
       FROM generate_series(1, $4) AS n`,
    [f.companyId, ownerId, shortcodePrefix, benchQuickMessages],
  );
  try {
    const url = `${platform.url}/api/quick-messages/list`;
    const headers = { authorization: `Bearer ${f.attendantToken}` };
    const first = await probe(url, { headers });
    const visible = 'body' in first && Array.isArray(first.body) ? first.body.length : -1;
    if (visible < (benchQuickMessages * 2) / 3)
      throw new ScenarioFailure(`${quickMessagesListName}: ${visible} replies`);
    const result = await load(quickMessagesListName, { url, headers }, { warmup: true });
    const met = result.requests.total > 0 && result.latency.p99 < p99TargetMs;
    return [resultRow(quickMessagesListName, result, `p99 < ${p99TargetMs} ms: ${met ? 'met' : 'MISSED'}`)];
  } finally {
    await pool.query(`DELETE FROM quick_messages WHERE company_id = $1 AND shortcode LIKE $2`, [
      f.companyId,
      `${shortcodePrefix}%`,
    ]);
  }
}
