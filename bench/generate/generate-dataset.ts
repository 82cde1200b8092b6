import type pg from 'pg';
import { hashPassword } from '../../apps/api/src/platform/auth/passwords';
import { type DatasetShape, datasetShape, fixtures, generatorVersion } from './dataset-shape';
import { dropSecondaryIndexes, rebuildIndexes } from './deferred-indexes';
import { loadSteps } from './load-steps';

export interface DatasetReport {
  scale: number;
  /** True when the data was already there (same scale and generator version) and nothing was generated. */
  cached: boolean;
  counts: Record<string, number>;
  /** Seconds per step of the generation that produced the data. */
  timings: Record<string, number>;
}

/** Tables the load fills; their secondary indexes are rebuilt after it, and they are vacuumed and analyzed. */
const loadedTables = ['contacts', 'tickets', 'messages', 'ticket_trackings', 'contact_tags', 'ticket_tags'];
const countedTables = ['companies', 'users', 'queues', 'whatsapps', 'tags', ...loadedTables];

/**
 * Makes sure the database holds the generated dataset of `scale`: a marker row in `bench.dataset`
 * says it is there. Everything runs as the owner role on one connection and in one transaction (a
 * crash leaves no half dataset); VACUUM ANALYZE follows so the planner and index-only scans see the
 * data as a long-running installation would.
 */
export async function ensureDataset(pool: pg.Pool, scale: number, log: (line: string) => void): Promise<DatasetReport> {
  const client = await pool.connect();
  try {
    await client.query(
      `CREATE SCHEMA IF NOT EXISTS bench;
       CREATE TABLE IF NOT EXISTS bench.dataset (
         version integer NOT NULL, scale numeric NOT NULL, counts jsonb NOT NULL, timings jsonb NOT NULL,
         generated_at timestamptz NOT NULL DEFAULT now())`,
    );
    const { rows } = await client.query<{ version: number; scale: string; counts: never; timings: never }>(
      'SELECT version, scale::text, counts, timings FROM bench.dataset',
    );
    const existing = rows[0];
    if (existing && existing.version === generatorVersion && Number(existing.scale) === scale) {
      return { scale, cached: true, counts: existing.counts, timings: existing.timings };
    }
    if (existing) {
      throw new Error(
        `This database holds a bench dataset of scale ${existing.scale} (generator v${existing.version}); ` +
          `use another BENCH_DATA_DIR for scale ${scale} (v${generatorVersion}).`,
      );
    }
    return await generate(client, datasetShape(scale), log);
  } finally {
    // The session settings changed below must not go back to the pool.
    client.release(true);
  }
}

async function generate(client: pg.PoolClient, shape: DatasetShape, log: (line: string) => void) {
  const timings: Record<string, number> = {};
  const timed = async (label: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    timings[label] = Math.round(performance.now() - started) / 1000;
    log(`  ${label}: ${timings[label]} s`);
  };
  log(`generating the bench dataset at scale ${shape.scale} (${shape.tickets} tickets)…`);
  await client.query(`SET maintenance_work_mem = '1GB'; SET work_mem = '256MB'; SET synchronous_commit = off`);
  // Foreign keys are right by construction; skipping their per-row triggers needs a superuser
  // (the embedded server's owner is one). Elsewhere the load is just slower.
  await client.query('SET session_replication_role = replica').catch(() => {
    log('  (not a superuser: foreign keys are checked row by row, the load is slower)');
  });
  const passwordHash = await hashPassword(fixtures.password);
  const started = performance.now();

  await client.query('BEGIN');
  try {
    await client.query(`LOCK TABLE ${loadedTables.join(', ')} IN SHARE ROW EXCLUSIVE MODE`);
    const indexes = await dropSecondaryIndexes(client, loadedTables);
    for (const step of loadSteps(shape, passwordHash)) await timed(step.label, () => step.run(client));
    await timed(`rebuild ${indexes.length} indexes`, () => rebuildIndexes(client, indexes));
    const counts = await countRows(client);
    timings.total = Math.round(performance.now() - started) / 1000;
    await client.query('INSERT INTO bench.dataset (version, scale, counts, timings) VALUES ($1, $2, $3, $4)', [
      generatorVersion,
      shape.scale,
      counts,
      timings,
    ]);
    await client.query('COMMIT');
    await timed('vacuum analyze', () => client.query(`VACUUM (ANALYZE) ${loadedTables.join(', ')}, users, queues`));
    timings.total = Math.round(performance.now() - started) / 1000;
    await client.query('UPDATE bench.dataset SET timings = $1', [timings]);
    return { scale: shape.scale, cached: false, counts, timings };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

async function countRows(client: pg.PoolClient): Promise<Record<string, number>> {
  const selects = countedTables.map((table) => `(SELECT count(*) FROM ${table})::int AS ${table}`);
  const { rows } = await client.query<Record<string, number>>(`SELECT ${selects.join(', ')}`);
  return rows[0] ?? {};
}
