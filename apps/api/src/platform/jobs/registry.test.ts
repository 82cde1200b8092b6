import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { createChannels } from '../../channels/channels.module';
import { DomainEvents } from '../events/domain-events';
import { createLogger } from '../logger/logger';
import { MediaStorage } from '../storage/media-storage';
import { sweepPartialUploadsJob } from '../storage/sweep-partial-uploads.job';
import { defineJob } from './define-job';
import { JobQueue } from './job-queue';
import { createJobHandlers, jobDefinitions, recurringJobs } from './registry';

const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');

describe('platform job registry', () => {
  let database: TestDatabase;
  let dataDir: string;
  let queue: JobQueue<typeof jobDefinitions>;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'chatdesk-jobs-'));
    queue = new JobQueue({
      connectionString: database.url,
      definitions: jobDefinitions,
      logger,
      pollingIntervalSeconds: 0.5,
    });
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('gives every registered job a handler, so the worker starts', async () => {
    const storage = new MediaStorage(dataDir);
    const events = new DomainEvents();
    const channels = createChannels({
      db: database.db,
      events,
      logger,
      storage,
      jobs: queue,
      sandbox: false,
    });
    const handlers = createJobHandlers({ db: database.db, logger, storage, events, channels });
    expect(Object.keys(handlers).sort()).toEqual(jobDefinitions.map((definition) => definition.name).sort());
    await expect(queue.startWorkers(handlers)).resolves.toBeUndefined();
  });

  it('runs the partial-upload sweep as a real job', async () => {
    const partialDir = path.join(dataDir, 'media', '.partial');
    await mkdir(partialDir, { recursive: true });
    const abandoned = path.join(partialDir, `${'a'.repeat(32)}.partial`);
    await writeFile(abandoned, 'half an upload');
    const yesterday = new Date(Date.now() - 86_400_000);
    await utimes(abandoned, yesterday, yesterday);

    await queue.enqueue(sweepPartialUploadsJob, { olderThanMinutes: 60 });
    await vi.waitFor(() => expect(stat(abandoned)).rejects.toMatchObject({ code: 'ENOENT' }), {
      timeout: 20_000,
      interval: 100,
    });
  });

  it('stores the declared schedules and drops one no longer declared', async () => {
    const retired = defineJob({ name: 'test.retired', payload: z.object({}) });
    const legacy = new JobQueue({ connectionString: database.url, definitions: [retired], logger });
    await legacy.start();
    await legacy.schedule(retired, '0 3 * * *', {});
    await legacy.stop();

    await queue.syncSchedules(recurringJobs);
    const { rows } = await database.db.pool.query('SELECT name, cron FROM pgboss.schedule ORDER BY name');
    const declared = recurringJobs.map((entry) => ({ name: entry.definition.name, cron: entry.cron }));
    expect(rows).toEqual(declared.sort((a, b) => (a.name < b.name ? -1 : 1)));
  });
});
