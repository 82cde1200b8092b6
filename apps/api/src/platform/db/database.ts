import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../db/schema';
import { tenantRoleName } from '../../db/schema/tenancy';
import { CompanyChanges } from './company-changes';

export type Schema = typeof schema;
export type Tx = NodePgDatabase<Schema> & { $client: pg.PoolClient };

export interface Executor {
  /**
   * Runs `work` in one transaction; commits when it resolves, rolls back when it throws.
   * `opening`, a read without parameters (values inlined by its maker), is sent with BEGIN in the
   * same round trip and its rows handed to `work`: a request that must read before it knows what
   * else to ask (the caller's flags and queues) saves a round trip to PostgreSQL.
   */
  transaction<T>(work: (tx: Tx, opened: unknown[]) => Promise<T>, opening?: string): Promise<T>;
}

export interface Database {
  pool: pg.Pool;
  /** Super-user and background work: the owner role, no row-level filter. Use only where no tenant applies. */
  system: Executor;
  /**
   * Module work for one company: runs as the tenant role with `app.company_id` set, so RLS filters every row.
   * `plans: 'generic'` runs the transaction's prepared statements on their generic plans (see TenantOptions).
   */
  tenant(companyId: number, options?: TenantOptions): Executor;
  /** Which companies' data changed, for caches (company-changes.ts). */
  changes: CompanyChanges;
  close(): Promise<void>;
}

export interface TenantOptions {
  /**
   * 'generic': the transaction's prepared statements always run on their generic plan
   * (`plan_cache_mode = force_generic_plan`, local to the transaction). For hot statements built to
   * probe indexes whatever their array parameters hold (the inbound pipeline's): PostgreSQL kept
   * choosing a custom plan for them, planning each call again, ~9 % of its CPU under ingestion.
   * Not for statements whose best plan depends on their values (a search's).
   */
  plans?: 'generic';
}

/** Pooled connections kept open while idle (see the pool's `min`). */
const minWarmConnections = 4;

// Timestamps and bigint counters as JS values; numeric stays a string (money).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function createDatabase(
  url: string,
  options: { poolSize?: number; applicationName?: string; idleTimeoutMs?: number } = {},
): Database {
  const max = options.poolSize ?? 20;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: options.applicationName ?? 'chatdesk',
    idleTimeoutMillis: options.idleTimeoutMs ?? 30_000,
    // Connections past this many close after 30 s idle; these stay open once made. While the caches answer
    // (ticket pages), the pool sat idle and closed them all, and the next page to compute paid a new
    // backend (fork, authentication, cold catalog caches, statements prepared again): ~100 ms instead of ~20.
    min: Math.min(minWarmConnections, max),
  });
  // An idle client losing its server (restart, network) must not crash the process.
  pool.on('error', () => undefined);
  // Building a drizzle instance walks the whole schema's relations; one per pooled connection, not per transaction.
  const drizzleOf = new WeakMap<pg.PoolClient, Tx>();
  const drizzleFor = (client: pg.PoolClient): Tx => {
    let tx = drizzleOf.get(client);
    if (!tx) {
      tx = drizzle(client, { schema, casing: 'snake_case' }) as Tx;
      drizzleOf.set(client, tx);
    }
    return tx;
  };

  const changes = new CompanyChanges(url);
  /** With COMMIT in the same round trip: the companies whose data the transaction changed (migration 0018). */
  const commitSql = "select current_setting('app.changed_companies', true) as changed; COMMIT";

  const run = async <T>(
    prelude: string | null,
    work: (tx: Tx, opened: unknown[]) => Promise<T>,
    opening?: string,
  ): Promise<T> => {
    const client = await pool.connect();
    let broken = false;
    try {
      // One simple-protocol query; with several statements pg answers one result per statement.
      const begun: pg.QueryResult | pg.QueryResult[] = await client.query(
        ['BEGIN', prelude, opening].filter(Boolean).join('; '),
      );
      const opened = opening && Array.isArray(begun) ? (begun.at(-1)?.rows ?? []) : [];
      const result = await work(drizzleFor(client), opened);
      const [noted] = (await client.query(commitSql)) as unknown as pg.QueryResult<{ changed: string | null }>[];
      for (const id of noted?.rows[0]?.changed?.split(',') ?? []) if (id) changes.bump(Number(id));
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  };

  return {
    pool,
    system: { transaction: (work, opening) => run(null, work, opening) },
    tenant(companyId, options = {}) {
      if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`Invalid company id ${companyId}`);
      // Every setting is LOCAL: it ends with the transaction, so a pooled connection never carries a tenant over.
      const prelude = [
        `SET LOCAL ROLE ${tenantRoleName}`,
        `SET LOCAL app.company_id = '${companyId}'`,
        ...(options.plans === 'generic' ? ['SET LOCAL plan_cache_mode = force_generic_plan'] : []),
      ].join('; ');
      return { transaction: (work, opening) => run(prelude, work, opening) };
    },
    changes,
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}
