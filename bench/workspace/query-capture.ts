import type pg from 'pg';

/** A query the API ran, with the tenant it ran for (from the transaction's `SET LOCAL app.company_id`). */
export interface CapturedQuery {
  text: string;
  values: unknown[];
  companyId: number | null;
  ms: number;
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;
const tenantPrelude = /SET LOCAL app\.company_id = '(\d+)'/;

/**
 * Records the SQL the API sends while `active`, by wrapping `query` on every client the pool hands
 * out. It is how the bench finds the exact statements (and parameters) behind a route, to EXPLAIN them.
 */
export function captureQueries(pool: pg.Pool) {
  const captured: CapturedQuery[] = [];
  const wrapped = new WeakSet<pg.PoolClient>();
  const tenantOf = new WeakMap<pg.PoolClient, number | null>();
  let active = false;
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const original = client.query.bind(client) as QueryFn;
    (client as unknown as { query: QueryFn }).query = async (...args: unknown[]) => {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
      const text = typeof first === 'string' ? first : first.text;
      // drizzle passes (config, params); other callers (text, params) or a config with values.
      const values = second ?? (typeof first === 'string' ? [] : first.values) ?? [];
      const tenant = tenantPrelude.exec(text);
      // COMMIT comes with a read of the companies the transaction changed (database.ts).
      const control = /^(BEGIN|COMMIT|ROLLBACK)\b|;\s*COMMIT$/.test(text);
      if (tenant) tenantOf.set(client, Number(tenant[1]));
      else if (control) tenantOf.set(client, null);
      const started = performance.now();
      const result = await original(...args);
      if (active && !tenant && !control) {
        const companyId = tenantOf.get(client) ?? null;
        captured.push({
          text,
          values: Array.isArray(values) ? values : [],
          companyId,
          ms: performance.now() - started,
        });
      }
      return result;
    };
  });
  const start = () => {
    captured.length = 0;
    active = true;
  };
  const stop = (): CapturedQuery[] => {
    active = false;
    return [...captured];
  };
  return {
    /** Records from now until `stop`, which returns what was recorded. */
    start,
    stop,
    async during<T>(work: () => Promise<T>): Promise<{ result: T; queries: CapturedQuery[] }> {
      start();
      try {
        const result = await work();
        return { result, queries: stop() };
      } finally {
        active = false;
      }
    },
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of a captured read, as the tenant role it ran as; rolled back. */
export async function explainAnalyze(pool: pg.Pool, query: CapturedQuery, tenantRole: string): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    if (query.companyId !== null) {
      await client.query(`SET LOCAL ROLE ${tenantRole}; SET LOCAL app.company_id = '${query.companyId}'`);
    }
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${query.text}`,
      query.values,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
}
