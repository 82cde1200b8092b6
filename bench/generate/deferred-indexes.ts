import type pg from 'pg';

/**
 * Secondary indexes are dropped before the bulk load and rebuilt after it: one sorted build is far
 * cheaper than ten million incremental GIN/btree insertions. Definitions are read from the catalog,
 * so whatever the migrations define is what gets rebuilt. Indexes that back a constraint (primary
 * keys, UNIQUE constraints) stay. The partial unique index "one active ticket per contact" is rebuilt
 * too, which re-checks that the generated data respects it.
 */
export interface DeferredIndex {
  name: string;
  definition: string;
}

export async function dropSecondaryIndexes(client: pg.PoolClient, tables: string[]): Promise<DeferredIndex[]> {
  const { rows } = await client.query<DeferredIndex>(
    `SELECT quote_ident(index_class.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       JOIN pg_class index_class ON index_class.oid = i.indexrelid
      WHERE i.indrelid = ANY ($1::text[]::regclass[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const index of rows) await client.query(`DROP INDEX ${index.name}`);
  return rows;
}

export async function rebuildIndexes(client: pg.PoolClient, indexes: DeferredIndex[]): Promise<void> {
  for (const index of indexes) await client.query(index.definition);
}
