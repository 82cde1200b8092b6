import type { Database } from '../db/database';
import type { Logger } from '../logger/logger';
import type { MediaStorage } from '../storage/media-storage';
import { sweepPartialUploads, sweepPartialUploadsJob } from '../storage/sweep-partial-uploads.job';
import { type JobHandlers, type RecurringJob, recurringJob } from './define-job';
import { JobQueue } from './job-queue';

/**
 * Every job the platform runs. A feature adds its definitions here and its handlers in
 * createJobHandlers; the compiler and JobQueue.startWorkers both refuse a definition without one.
 */
export const jobDefinitions = [sweepPartialUploadsJob] as const;

export type PlatformJobQueue = JobQueue<typeof jobDefinitions>;

export interface JobHandlerDeps {
  db: Database;
  logger: Logger;
  storage: MediaStorage;
}

export function createJobHandlers(deps: JobHandlerDeps): JobHandlers<typeof jobDefinitions> {
  return {
    [sweepPartialUploadsJob.name]: sweepPartialUploads(deps.storage, deps.logger),
  };
}

/** Cron entries, stored once for the cluster; one missing from this list is unscheduled at start. */
export const recurringJobs: readonly RecurringJob[] = [
  recurringJob(sweepPartialUploadsJob, '17 * * * *', { olderThanMinutes: 120 }),
];

export function createPlatformJobQueue(options: {
  connectionString: string;
  logger: Logger;
  maintenance: boolean;
}): PlatformJobQueue {
  return new JobQueue({ ...options, definitions: jobDefinitions });
}
