import { z } from 'zod';
import { defineJob, type JobHandler } from '../jobs/define-job';
import type { Logger } from '../logger/logger';
import type { MediaStorage } from './media-storage';

/**
 * A process that dies mid-upload leaves a `.partial` file nobody will rename or delete.
 * Runs from cron once per cluster; the age threshold leaves slow uploads in progress alone.
 */
export const sweepPartialUploadsJob = defineJob({
  name: 'platform.sweep-partial-uploads',
  payload: z.object({
    olderThanMinutes: z
      .number()
      .int()
      .min(10)
      .max(7 * 24 * 60),
  }),
  retryLimit: 1,
  expireInSeconds: 300,
});

export const sweepPartialUploads =
  (storage: MediaStorage, logger: Logger): JobHandler<typeof sweepPartialUploadsJob> =>
  async ({ olderThanMinutes }) => {
    const removed = await storage.sweepPartialUploads(olderThanMinutes * 60_000);
    if (removed > 0) logger.info({ removed }, 'abandoned partial uploads removed');
  };
