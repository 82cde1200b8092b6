import type { z } from 'zod';

/**
 * pg-boss queue policies: `standard` keeps every job; `short` keeps one queued job per
 * singleton key; `singleton` runs one active job per key; `stately` one queued and one active.
 * A singleton key only deduplicates under a non-standard policy.
 */
export type JobPolicy = 'standard' | 'short' | 'singleton' | 'stately';

/** A payload travels as JSON: schemas describe ids and plain values, never rows or Dates. */
export type JobPayloadSchema = z.ZodType<Record<string, unknown>>;

export interface JobDefinition<Name extends string = string, Schema extends JobPayloadSchema = JobPayloadSchema> {
  /** `<module>.<job>`, e.g. `tickets.auto-close`: also the pg-boss queue name. */
  readonly name: Name;
  readonly payload: Schema;
  readonly policy?: JobPolicy;
  /** Attempts after the first one (pg-boss default 2). */
  readonly retryLimit?: number;
  /** Seconds before a retry; doubled per attempt with `retryBackoff`. */
  readonly retryDelay?: number;
  readonly retryBackoff?: boolean;
  /** A handler running longer than this fails the attempt (pg-boss default 15 minutes). */
  readonly expireInSeconds?: number;
  /** Workers of this queue in each worker process (default 1). */
  readonly concurrency?: number;
  /** Seconds between polls of an idle worker, at least 0.5; latency-sensitive jobs (outbound sends) lower it. */
  readonly pollingIntervalSeconds?: number;
  /** Derives the deduplication key from the payload when enqueue does not pass one. */
  singletonKey?(payload: z.output<Schema>): string;
}

export type AnyJobDefinition = JobDefinition<string, JobPayloadSchema>;

/** What a handler receives after re-validation. */
export type JobPayload<D extends AnyJobDefinition> = z.output<D['payload']>;
/** What enqueue accepts before validation (defaults not applied yet). */
export type JobInput<D extends AnyJobDefinition> = z.input<D['payload']>;

const jobNamePattern = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

export function defineJob<const Name extends string, Schema extends JobPayloadSchema>(
  definition: JobDefinition<Name, Schema>,
): JobDefinition<Name, Schema> {
  // Names are queue and schedule keys stored in the database and shared by every release: keep one shape.
  if (!jobNamePattern.test(definition.name) || definition.name.length > 100) {
    throw new Error(`Job name "${definition.name}" must look like "module.job-name"`);
  }
  if (
    definition.concurrency !== undefined &&
    !(Number.isInteger(definition.concurrency) && definition.concurrency >= 1)
  ) {
    throw new Error(`Job ${definition.name}: concurrency must be a positive integer`);
  }
  if (definition.pollingIntervalSeconds !== undefined && !(definition.pollingIntervalSeconds >= 0.5)) {
    throw new Error(`Job ${definition.name}: pollingIntervalSeconds must be at least 0.5`);
  }
  return Object.freeze({ ...definition });
}

/** A cron entry of the registry: pg-boss keeps one schedule per job name for the whole cluster. */
export interface RecurringJob {
  readonly definition: AnyJobDefinition;
  readonly cron: string;
  readonly payload: Record<string, unknown>;
  /** Defaults to the platform time zone (America/Sao_Paulo). */
  readonly tz?: string;
}

export function recurringJob<D extends AnyJobDefinition>(
  definition: D,
  cron: string,
  payload: JobInput<D>,
  tz?: string,
): RecurringJob {
  return { definition, cron, payload: payload as Record<string, unknown>, ...(tz ? { tz } : {}) };
}

export interface JobContext {
  id: string;
  name: string;
  /** 0 on the first attempt; handlers may use it to give up gracefully on the last one. */
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<D extends AnyJobDefinition> = (payload: JobPayload<D>, job: JobContext) => Promise<void>;

/** One handler per registered definition, keyed by its name; the compiler flags a missing one. */
export type JobHandlers<Defs extends readonly AnyJobDefinition[]> = {
  [D in Defs[number] as D['name']]: JobHandler<D>;
};

export class InvalidJobPayloadError extends Error {
  override name = 'InvalidJobPayloadError';
  constructor(
    readonly job: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `Invalid payload for job ${job}: ${issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`,
    );
  }
}

export function parseJobPayload<D extends AnyJobDefinition>(definition: D, payload: unknown): JobPayload<D> {
  const parsed = definition.payload.safeParse(payload);
  if (!parsed.success) throw new InvalidJobPayloadError(definition.name, parsed.error.issues);
  return parsed.data as JobPayload<D>;
}
