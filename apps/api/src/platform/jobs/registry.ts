import type { Automation } from '../../automation/automation';
import { recoverAutomation, recoverAutomationJob } from '../../automation/automation.jobs';
import type { MessageSender } from '../../channels/outbound/message-sender';
import { sendMessage, sendMessageJob } from '../../channels/outbound/send-message.job';
import { pruneExternalApi, pruneExternalApiJob } from '../../modules/external-api/external-api.jobs';
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
export const jobDefinitions = [
  sweepPartialUploadsJob,
  sendMessageJob,
  pruneExternalApiJob,
  recoverAutomationJob,
] as const;

export type PlatformJobQueue = JobQueue<typeof jobDefinitions>;

export interface JobHandlerDeps {
  db: Database;
  logger: Logger;
  storage: MediaStorage;
  /** The outbound sender of this process's channel runtime (channels.module.ts). */
  sender: MessageSender;
  /** The automation of this process's channels (channels.module.ts), for the recovery of its inbox. */
  automation: Automation;
}

export function createJobHandlers(deps: JobHandlerDeps): JobHandlers<typeof jobDefinitions> {
  return {
    [sweepPartialUploadsJob.name]: sweepPartialUploads(deps.storage, deps.logger),
    [sendMessageJob.name]: sendMessage(deps.sender),
    [pruneExternalApiJob.name]: pruneExternalApi(deps.db, deps.logger),
    [recoverAutomationJob.name]: recoverAutomation(() => deps.automation, deps.logger),
  };
}

/** Cron entries, stored once for the cluster; one missing from this list is unscheduled at start. */
export const recurringJobs: readonly RecurringJob[] = [
  recurringJob(sweepPartialUploadsJob, '17 * * * *', { olderThanMinutes: 120 }),
  recurringJob(pruneExternalApiJob, '43 3 * * *', {}),
  recurringJob(recoverAutomationJob, '* * * * *', { graceSeconds: 30 }),
];

export function createPlatformJobQueue(options: {
  connectionString: string;
  logger: Logger;
  maintenance: boolean;
  /** Tests poll faster and keep fewer connections. */
  pollingIntervalSeconds?: number;
  poolSize?: number;
}): PlatformJobQueue {
  return new JobQueue({ ...options, definitions: jobDefinitions });
}
