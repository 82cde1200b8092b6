import { idempotencyWindowHours } from '@chatdesk/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { externalApiRateWindows, externalApiRequests } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { defineJob, type JobHandler } from '../../platform/jobs/define-job';
import type { Logger } from '../../platform/logger/logger';

/** Daily: idempotency keys past their 24 hours and rate windows past their minute no longer count. */
export const pruneExternalApiJob = defineJob({
  name: 'external-api.prune',
  payload: z.object({}),
  retryLimit: 1,
  expireInSeconds: 300,
});

export function pruneExternalApi(db: Database, logger: Logger): JobHandler<typeof pruneExternalApiJob> {
  return async () => {
    // Platform work across companies: the system executor, as the cron runs once for the cluster.
    const removed = await db.system.transaction(async (tx) => {
      const keys = await tx
        .delete(externalApiRequests)
        .where(sql`${externalApiRequests.createdAt} < now() - make_interval(hours => ${idempotencyWindowHours})`)
        .returning({ id: externalApiRequests.id });
      const windows = await tx
        .delete(externalApiRateWindows)
        .where(sql`${externalApiRateWindows.windowStart} < now() - interval '1 hour'`)
        .returning({ hits: externalApiRateWindows.hits });
      return { keys: keys.length, windows: windows.length };
    });
    logger.info(removed, 'external API keys and rate windows pruned');
  };
}
