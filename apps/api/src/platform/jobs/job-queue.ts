import PgBoss from 'pg-boss';
import { tenantRoleName } from '../../db/schema/tenancy';
import type { Tx } from '../db/database';
import type { Logger } from '../logger/logger';
import {
  type AnyJobDefinition,
  type JobContext,
  type JobHandler,
  type JobHandlers,
  type JobInput,
  parseJobPayload,
  type RecurringJob,
} from './define-job';

export const jobSchema = 'pgboss';
export const defaultJobTimeZone = 'America/Sao_Paulo';

export interface EnqueueOptions {
  /** Enqueue inside this transaction: the job exists if and only if the transaction commits. */
  tx?: Tx;
  /** When the job may start: a Date, or seconds from now. */
  startAfter?: Date | number;
  singletonKey?: string;
  /** A deterministic UUID turns a repeated enqueue into a no-op (returns null). */
  id?: string;
}

export interface JobQueueOptions<Defs extends readonly AnyJobDefinition[]> {
  connectionString: string;
  definitions: Defs;
  logger: Logger;
  /** Cron firing and job expiry run here; worker processes set it, API-only processes need not. */
  maintenance?: boolean;
  pollingIntervalSeconds?: number;
  /** How often this process checks whether a cron is due (pg-boss default 30 s; tests lower it). */
  cronMonitorIntervalSeconds?: number;
  poolSize?: number;
  timeZone?: string;
}

/**
 * pg-boss on the application database behind typed definitions: payloads are validated on
 * enqueue and again before the handler runs, handler errors propagate so pg-boss retries,
 * and schedules live in the database so a cron fires once per cluster.
 */
/** PostgreSQL's admin_shutdown: the server is stopping and ends every session. */
const adminShutdownCode = '57P01';

export class JobQueue<const Defs extends readonly AnyJobDefinition[]> {
  readonly #boss: PgBoss;
  readonly #definitions: ReadonlyMap<string, AnyJobDefinition>;
  readonly #logger: Logger;
  readonly #pollingIntervalSeconds: number;
  readonly #timeZone: string;
  #started = false;
  #working = false;
  #stopped = false;

  constructor(options: JobQueueOptions<Defs>) {
    this.#definitions = new Map(options.definitions.map((definition) => [definition.name, definition]));
    if (this.#definitions.size !== options.definitions.length) throw new Error('Two job definitions share a name');
    this.#logger = options.logger;
    this.#pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    this.#timeZone = options.timeZone ?? defaultJobTimeZone;
    const maintenance = options.maintenance ?? true;
    this.#boss = new PgBoss({
      connectionString: options.connectionString,
      schema: jobSchema,
      max: options.poolSize ?? 5,
      application_name: 'chatdesk-jobs',
      schedule: maintenance,
      supervise: maintenance,
      ...(options.cronMonitorIntervalSeconds
        ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds, cronWorkerIntervalSeconds: 1 }
        : {}),
    });
    // Without a listener an 'error' event would crash the process; pg-boss keeps polling after one.
    this.#boss.on('error', (error) => {
      // pg-boss's pool.end() resolves before its sockets close; PostgreSQL stopping right after
      // (the embedded server is the last closer) terminates them. Nothing is lost: we closed them.
      if (this.#stopped && (error as { code?: string }).code === adminShutdownCode) {
        this.#logger.debug({ err: error }, 'job queue connection ended by the server shutdown');
        return;
      }
      this.#logger.error({ err: error }, 'job queue error');
    });
  }

  /** Installs or migrates the pgboss schema and creates (or updates) one queue per definition. */
  async start(): Promise<void> {
    if (this.#started) return;
    await this.#boss.start();
    for (const definition of this.#definitions.values()) {
      const queue = queueOptions(definition);
      // createQueue ignores an existing queue; updateQueue applies changed retry settings to it.
      await this.#boss.createQueue(definition.name, queue);
      await this.#boss.updateQueue(definition.name, queue);
    }
    await this.#allowTenantEnqueue();
    this.#started = true;
  }

  /**
   * False from the moment stop() begins: a chain job finishing during a graceful stop leaves its
   * next run to the minute cron of the next start instead of failing to queue it.
   */
  get accepting(): boolean {
    return this.#started;
  }

  async enqueue<D extends Defs[number]>(
    definition: D,
    payload: JobInput<D>,
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    this.#assertUsable(definition);
    const data = parseJobPayload(definition, payload);
    const singletonKey = options.singletonKey ?? definition.singletonKey?.(data);
    const { tx } = options;
    const id = await this.#boss.send(definition.name, data, {
      ...(options.id ? { id: options.id } : {}),
      ...(singletonKey ? { singletonKey } : {}),
      ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
      // pg-boss runs its INSERT on the transaction's own connection, so a rollback removes the job too.
      ...(tx ? { db: { executeSql: (text: string, values: unknown[]) => tx.$client.query(text, values) } } : {}),
    });
    // Under the standard policy without an id nothing may deduplicate: null means the queue is missing.
    if (id === null && (definition.policy ?? 'standard') === 'standard' && !options.id) {
      throw new Error(`Job ${definition.name} was not enqueued: its queue does not exist`);
    }
    return id;
  }

  /**
   * Many jobs of one definition in one INSERT (pg-boss insert: the queue's retry and expiry
   * settings apply; no singleton keys or ids). With `tx`, they exist if and only if it commits.
   */
  async enqueueMany<D extends Defs[number]>(
    definition: D,
    payloads: readonly JobInput<D>[],
    options: { tx?: Tx; startAfterSeconds?: number } = {},
  ): Promise<void> {
    this.#assertUsable(definition);
    if (payloads.length === 0) return;
    const startAfter = options.startAfterSeconds ? `${options.startAfterSeconds} seconds` : undefined;
    const jobs = payloads.map((payload) => ({
      name: definition.name,
      data: parseJobPayload(definition, payload),
      ...(startAfter ? { startAfter } : {}),
    }));
    const { tx } = options;
    await this.#boss.insert(
      jobs,
      tx ? { db: { executeSql: (text: string, values: unknown[]) => tx.$client.query(text, values) } } : {},
    );
  }

  /** Upserts the one schedule of this job for the whole cluster (keyed by job name). */
  async schedule<D extends Defs[number]>(
    definition: D,
    cron: string,
    payload: JobInput<D>,
    options: { tz?: string } = {},
  ): Promise<void> {
    this.#assertUsable(definition);
    const data = parseJobPayload(definition, payload);
    await this.#boss.schedule(definition.name, cron, data, { tz: options.tz ?? this.#timeZone });
  }

  async unschedule(definition: Defs[number]): Promise<void> {
    this.#assertUsable(definition);
    await this.#boss.unschedule(definition.name);
  }

  /** Makes the stored schedules exactly `recurring`: a cron removed from the registry stops firing. */
  async syncSchedules(recurring: readonly RecurringJob[]): Promise<void> {
    for (const entry of recurring) await this.schedule(entry.definition, entry.cron, entry.payload, { tz: entry.tz });
    const wanted = new Set(recurring.map((entry) => entry.definition.name));
    for (const stored of await this.#boss.getSchedules()) {
      if (!wanted.has(stored.name)) await this.#boss.unschedule(stored.name);
    }
  }

  /**
   * Starts polling every queue. Refuses to start when a registered job has no handler (its
   * jobs would pile up unseen) or a handler names no registered job (its queue never exists).
   */
  async startWorkers(handlers: JobHandlers<Defs>): Promise<void> {
    if (!this.#started) throw new Error('JobQueue.start() must run before startWorkers()');
    if (this.#working) throw new Error('Job workers already started');
    const byName = handlers as Record<string, JobHandler<AnyJobDefinition> | undefined>;
    const missing = [...this.#definitions.keys()].filter((name) => typeof byName[name] !== 'function');
    const unknown = Object.keys(byName).filter((name) => !this.#definitions.has(name));
    if (missing.length > 0 || unknown.length > 0) {
      const problems = [
        missing.length ? `no handler for ${missing.join(', ')}` : '',
        unknown.length ? `handler for unregistered ${unknown.join(', ')}` : '',
      ];
      throw new Error(`Refusing to start job workers: ${problems.filter(Boolean).join('; ')}`);
    }
    this.#working = true;
    for (const definition of this.#definitions.values()) {
      const handler = byName[definition.name] as JobHandler<AnyJobDefinition>;
      const workOptions = {
        includeMetadata: true as const,
        batchSize: 1,
        pollingIntervalSeconds: definition.pollingIntervalSeconds ?? this.#pollingIntervalSeconds,
      };
      for (let worker = 0; worker < (definition.concurrency ?? 1); worker++) {
        await this.#boss.work<Record<string, unknown>>(definition.name, workOptions, (jobs) =>
          this.#runAll(definition, handler, jobs),
        );
      }
    }
  }

  /** Jobs per queue and state, for the `jobs` gauge. */
  async jobCounts(): Promise<{ queue: string; state: string; count: number }[]> {
    if (!this.#started) return [];
    const result = await this.#boss
      .getDb()
      .executeSql(`SELECT name, state::text AS state, count(*)::int AS count FROM ${jobSchema}.job GROUP BY 1, 2`, []);
    return (result?.rows ?? []).map((row) => ({ queue: row.name, state: row.state, count: row.count }));
  }

  /** Graceful: waits (up to `timeoutMs`) for running handlers; jobs still active are failed and retried later. */
  async stop(options: { graceful?: boolean; timeoutMs?: number } = {}): Promise<void> {
    // Not guarded by #started: a start() that failed halfway may have opened pg-boss's pool.
    this.#started = false;
    this.#working = false;
    this.#stopped = true;
    await this.#boss.stop({ graceful: options.graceful ?? true, timeout: options.timeoutMs ?? 30_000, wait: true });
  }

  async #runAll(
    definition: AnyJobDefinition,
    handler: JobHandler<AnyJobDefinition>,
    jobs: PgBoss.JobWithMetadata<Record<string, unknown>>[],
  ): Promise<void> {
    for (const job of jobs) {
      const context: JobContext = {
        id: job.id,
        name: job.name,
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
      };
      try {
        // Re-validated: the row may predate a schema change or have been inserted by hand.
        await handler(parseJobPayload(definition, job.data), context);
      } catch (error) {
        this.#logger.error({ err: error, job: context }, 'job attempt failed');
        throw error; // pg-boss records the failure and schedules the retry
      }
    }
  }

  #assertUsable(definition: AnyJobDefinition) {
    if (this.#definitions.get(definition.name) !== definition) {
      throw new Error(`Job ${definition.name} is not registered with this queue`);
    }
    if (!this.#started) throw new Error('JobQueue.start() must run before enqueueing');
  }

  /**
   * Tenant transactions run as the tenant role; enqueueing inside them needs the INSERT into
   * pgboss.job (and the queue lookup it joins). Locked so that processes starting together do not
   * race on the catalog.
   */
  async #allowTenantEnqueue() {
    await this.#boss.getDb().executeSql(
      `DO $$ BEGIN
        PERFORM pg_advisory_xact_lock(7300361);
        IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${tenantRoleName}')
           AND NOT has_table_privilege('${tenantRoleName}', '${jobSchema}.job', 'INSERT') THEN
          GRANT USAGE ON SCHEMA ${jobSchema} TO ${tenantRoleName};
          GRANT SELECT ON ${jobSchema}.queue TO ${tenantRoleName};
          GRANT INSERT, SELECT (id) ON ${jobSchema}.job TO ${tenantRoleName};
        END IF;
      END $$`,
      [],
    );
  }
}

function queueOptions(definition: AnyJobDefinition): PgBoss.Queue {
  return {
    name: definition.name,
    policy: definition.policy ?? 'standard',
    ...(definition.retryLimit !== undefined ? { retryLimit: definition.retryLimit } : {}),
    ...(definition.retryDelay !== undefined ? { retryDelay: definition.retryDelay } : {}),
    ...(definition.retryBackoff !== undefined ? { retryBackoff: definition.retryBackoff } : {}),
    ...(definition.expireInSeconds !== undefined ? { expireInSeconds: definition.expireInSeconds } : {}),
  };
}
