import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { defineJob, type JobHandler } from '../../../platform/jobs/define-job';
import type { EnqueueOptions } from '../../../platform/jobs/job-queue';
import type { Logger } from '../../../platform/logger/logger';
import type { CampaignDispatcher } from './campaign-dispatcher';

/**
 * The dispatcher's run: it ticks for up to 10 s, each tick when the next connection's
 * turn comes (or every `idleSeconds` to see new campaigns start), then queues the next run for
 * the next second under an id derived from that second, so however many processes (or the minute
 * cron below, which restarts the chain after a crash or a first start) queue it, one chain runs in
 * the cluster. Two runs at once (the cron's beside the chain's) are safe: every claim is a row lock.
 */
export const campaignsDispatchJob = defineJob({
  name: 'campaigns.dispatch',
  payload: z.object({}),
  retryLimit: 0,
  expireInSeconds: 120,
});

const runSeconds = 10;
const idleSeconds = 2;

/** A UUID per second: pg-boss turns a second enqueue of the same id into a no-op. */
export const dispatchSlotId = (second: number) => `ca3a1600-0000-4000-8000-${second.toString(16).padStart(12, '0')}`;

export interface DispatchQueue {
  /** False once the queue is stopping: the chain's next run is then left to the cron. */
  readonly accepting?: boolean;
  enqueue(
    definition: typeof campaignsDispatchJob,
    payload: Record<string, never>,
    options?: EnqueueOptions,
  ): Promise<string | null>;
}

export function campaignsDispatch(deps: {
  dispatcher: CampaignDispatcher;
  logger: Logger;
  jobs?: DispatchQueue | undefined;
}): JobHandler<typeof campaignsDispatchJob> {
  return async () => {
    const endsAt = Date.now() + runSeconds * 1000;
    try {
      while (Date.now() < endsAt && deps.jobs?.accepting !== false) {
        const report = await deps.dispatcher.tick(new Date());
        if (report.started + report.sent + report.failed + report.finished > 0) deps.logger.info(report, 'campaigns');
        const next = await deps.dispatcher.nextDueAt();
        const waitMs = Math.min(next ? next.getTime() - Date.now() : Number.POSITIVE_INFINITY, idleSeconds * 1000);
        if (waitMs > 0) await sleep(Math.min(waitMs, endsAt - Date.now()));
      }
    } finally {
      const second = Math.floor(Date.now() / 1000) + 1;
      if (deps.jobs?.accepting !== false) {
        await deps.jobs?.enqueue(
          campaignsDispatchJob,
          {},
          { id: dispatchSlotId(second), startAfter: new Date(second * 1000) },
        );
      }
    }
  };
}
