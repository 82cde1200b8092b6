import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createCompany } from '../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { createLogger } from '../logger/logger';
import { defineJob, InvalidJobPayloadError, type JobContext } from './define-job';
import { JobQueue, type JobQueueOptions } from './job-queue';

const greet = defineJob({
  name: 'test.greet',
  payload: z.object({ text: z.string().min(1).max(100) }),
});
const flaky = defineJob({
  name: 'test.flaky',
  payload: z.object({ key: z.string() }),
  retryLimit: 3,
  retryDelay: 0,
});
const definitions = [greet, flaky] as const;
type Definitions = typeof definitions;

const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
const eventually = { timeout: 20_000, interval: 100 };

describe('JobQueue (pg-boss on the application database)', () => {
  let database: TestDatabase;
  let queues: JobQueue<Definitions>[];

  // One database per test: every test starts from an empty pgboss schema.
  beforeEach(async () => {
    database = await createTestDatabase();
    queues = [];
  });
  afterEach(async () => {
    for (const queue of queues) await queue.stop();
    await database.drop();
  });

  const newQueue = async (options: Partial<JobQueueOptions<Definitions>> = {}) => {
    const queue = new JobQueue({
      connectionString: database.url,
      definitions,
      logger,
      pollingIntervalSeconds: 0.5,
      ...options,
    });
    queues.push(queue);
    await queue.start();
    return queue;
  };

  const recordingHandlers = () => {
    const greetings: string[] = [];
    const handlers = {
      'test.greet': async ({ text }: { text: string }) => {
        greetings.push(text);
      },
      'test.flaky': async () => undefined,
    };
    return { greetings, handlers };
  };

  const countJobs = async (name: string) => {
    const { rows } = await database.db.pool.query('SELECT count(*)::int AS count FROM pgboss.job WHERE name = $1', [
      name,
    ]);
    return rows[0].count as number;
  };

  it('rejects an invalid payload before anything is sent', async () => {
    const queue = await newQueue();
    await expect(queue.enqueue(greet, { text: '' })).rejects.toThrow(InvalidJobPayloadError);
    await expect(queue.enqueue(greet, { wrong: 1 } as never)).rejects.toThrow(/test\.greet/);
    expect(await countJobs('test.greet')).toBe(0);

    await queue.enqueue(greet, { text: 'valid' });
    expect(await countJobs('test.greet')).toBe(1);
    expect(await queue.jobCounts()).toContainEqual({ queue: 'test.greet', state: 'created', count: 1 });
  });

  it('refuses a job definition that was not registered with the queue', async () => {
    const queue = await newQueue();
    const stranger = defineJob({ name: 'test.stranger', payload: z.object({}) });
    await expect(queue.enqueue(stranger as never, {} as never)).rejects.toThrow(/not registered/);
  });

  it('enqueues inside a tenant transaction: a rollback leaves no job, a commit runs it', async () => {
    const queue = await newQueue();
    const company = await createCompany(database.db);
    const tenant = database.db.tenant(company.id);

    await expect(
      tenant.transaction(async (tx) => {
        await queue.enqueue(greet, { text: 'rolled back' }, { tx });
        expect(await countJobs('test.greet')).toBe(0); // not visible outside the transaction yet
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    expect(await countJobs('test.greet')).toBe(0);

    const id = await tenant.transaction((tx) => queue.enqueue(greet, { text: 'committed' }, { tx }));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const { greetings, handlers } = recordingHandlers();
    await queue.startWorkers(handlers);
    await vi.waitFor(() => expect(greetings).toContain('committed'), eventually);
    expect(greetings).not.toContain('rolled back');
  });

  it('refuses to start workers when a registered job has no handler', async () => {
    const queue = await newQueue();
    const greetOnly = { 'test.greet': async () => undefined };
    await expect(queue.startWorkers(greetOnly as never)).rejects.toThrow(/no handler for test\.flaky/);

    const { handlers } = recordingHandlers();
    await expect(queue.startWorkers({ ...handlers, 'test.unknown': async () => undefined } as never)).rejects.toThrow(
      /unregistered test\.unknown/,
    );
  });

  it('processes after a restart a job enqueued while no worker ran', async () => {
    const first = await newQueue({ maintenance: false });
    const id = await first.enqueue(greet, { text: 'survives the restart' });
    await first.stop();

    const second = await newQueue();
    const { greetings, handlers } = recordingHandlers();
    await second.startWorkers(handlers);
    await vi.waitFor(() => expect(greetings).toEqual(['survives the restart']), eventually);
    await vi.waitFor(async () => {
      const { rows } = await database.db.pool.query('SELECT state FROM pgboss.job WHERE id = $1', [id]);
      expect(rows[0]?.state).toBe('completed');
    }, eventually);
  });

  it('retries a failing handler until it succeeds, passing the attempt number', async () => {
    const queue = await newQueue();
    const attempts: JobContext[] = [];
    const { handlers } = recordingHandlers();
    await queue.startWorkers({
      ...handlers,
      'test.flaky': async ({ key }, job) => {
        attempts.push(job);
        if (attempts.length < 3) throw new Error(`transient failure for ${key}`);
      },
    });
    const id = await queue.enqueue(flaky, { key: 'k1' });

    await vi.waitFor(async () => {
      const { rows } = await database.db.pool.query('SELECT state, retry_count FROM pgboss.job WHERE id = $1', [id]);
      expect(rows[0]).toEqual({ state: 'completed', retry_count: 2 });
    }, eventually);
    expect(attempts.map((job) => job.retryCount)).toEqual([0, 1, 2]);
    expect(attempts.every((job) => job.id === id && job.retryLimit === 3)).toBe(true);
  });

  it('keeps one schedule for the cluster and fires it once per minute, not once per process', async () => {
    // Two processes near a minute boundary could legitimately fire twice; start early in a minute.
    const secondOfMinute = new Date().getSeconds();
    if (secondOfMinute > 45) await new Promise((resolve) => setTimeout(resolve, (61 - secondOfMinute) * 1000));
    const firstMinute = Math.floor(Date.now() / 60_000);

    const cluster = [
      await newQueue({ cronMonitorIntervalSeconds: 1 }),
      await newQueue({ cronMonitorIntervalSeconds: 1 }),
    ];
    for (const queue of cluster) await queue.schedule(greet, '* * * * *', { text: 'tick' });
    const { rows } = await database.db.pool.query('SELECT name, timezone FROM pgboss.schedule');
    expect(rows).toEqual([{ name: 'test.greet', timezone: 'America/Sao_Paulo' }]);

    const { greetings, handlers } = recordingHandlers();
    for (const queue of cluster) await queue.startWorkers(handlers);
    await vi.waitFor(() => expect(greetings.length).toBeGreaterThan(0), eventually);
    // Both processes check the cron every second; give each a few more chances to fire it again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const minutesSpanned = Math.floor(Date.now() / 60_000) - firstMinute + 1;
    expect(greetings.length).toBeLessThanOrEqual(minutesSpanned);
  });

  it('rejects a schedule whose payload is invalid', async () => {
    const queue = await newQueue();
    await expect(queue.schedule(greet, '*/5 * * * *', { text: '' })).rejects.toThrow(InvalidJobPayloadError);
    const { rows } = await database.db.pool.query('SELECT count(*)::int AS count FROM pgboss.schedule');
    expect(rows[0].count).toBe(0);
  });
});
