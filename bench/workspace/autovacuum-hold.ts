import type pg from 'pg';

/** The tables the write scenarios insert into, and delete from when they clean up. */
const writtenTables = ['messages', 'tickets', 'contacts', 'ticket_logs', 'ticket_trackings'];

/**
 * Runs `measure` with autovacuum held off the tables the write scenarios clean up after, then vacuums
 * them once, after the last measurement, and gives autovacuum its tables back. The bench deletes what it
 * ingested, so that a kept dataset stays as generated; those dead rows brought autovacuum, which scans
 * every index of these large tables, into whichever row ran at that moment (ingestion measured 861
 * messages/s in such a run, against 1,234–1,270 in the others). A desk does not delete its traffic, so that
 * cost belongs to the bench, not to the rows. Setting the option also stops an autovacuum already at work
 * on a table: autovacuum yields to the lock it takes.
 */
export async function withAutovacuumHeld<T>(
  pool: pg.Pool,
  log: (line: string) => void,
  measure: () => Promise<T>,
): Promise<T> {
  const alterAll = (option: string) => writtenTables.map((table) => `ALTER TABLE ${table} ${option}`).join('; ');
  await pool.query(alterAll('SET (autovacuum_enabled = false)'));
  try {
    return await measure();
  } finally {
    const startedAt = Date.now();
    await pool.query(`VACUUM (ANALYZE) ${writtenTables.join(', ')}`);
    await pool.query(alterAll('RESET (autovacuum_enabled)'));
    log(
      `vacuumed ${writtenTables.join(', ')} after the measurements in ${Math.round((Date.now() - startedAt) / 1000)} s`,
    );
  }
}
