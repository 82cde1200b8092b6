import { z } from 'zod';
import { defineJob, type JobHandler } from '../../../platform/jobs/define-job';
import type { EnqueueOptions } from '../../../platform/jobs/job-queue';
import type { Logger } from '../../../platform/logger/logger';
import type { ScheduleSenderDeps } from './schedule-sender.deps';
import { sendDueSchedules } from './send-due-schedules';

/** Seconds between two sweeps: a schedule is sent within this of its time (plus the sweep's own work). */
export const scheduleSweepSeconds = 5;

/**
 * The schedule sender's sweep. Each run sends what is due and queues the next run for the next
 * 5-second slot under an id derived from the slot, so however many processes (or the minute cron
 * below, which restarts the chain after a crash or a first start) queue it, one run per slot
 * exists in the cluster. The jobs live in the database: a restart resumes the chain and sends
 * what fell due meanwhile.
 */
export const schedulesSweepJob = defineJob({
  name: 'schedules.sweep',
  payload: z.object({}),
  retryLimit: 0,
  expireInSeconds: 300,
});

/** A UUID per slot: pg-boss turns a second enqueue of the same id into a no-op. */
export const sweepSlotId = (slot: number) => `5c4ed01e-0000-4000-8000-${slot.toString(16).padStart(12, '0')}`;

export interface SweepQueue {
  /** False once the queue is stopping: the chain's next run is then left to the cron. */
  readonly accepting?: boolean;
  enqueue(
    definition: typeof schedulesSweepJob,
    payload: Record<string, never>,
    options?: EnqueueOptions,
  ): Promise<string | null>;
}

export function schedulesSweep(
  deps: ScheduleSenderDeps & { logger: Logger; jobs?: SweepQueue | undefined },
): JobHandler<typeof schedulesSweepJob> {
  return async () => {
    try {
      const report = await sendDueSchedules(deps, new Date(), { logger: deps.logger });
      if (report.sent + report.failed > 0) deps.logger.info(report, 'schedules sent');
    } finally {
      // Without the queue (an app built so) the minute cron alone drives the sweep.
      const slot = Math.floor(Date.now() / 1000 / scheduleSweepSeconds) + 1;
      if (deps.jobs?.accepting !== false) {
        await deps.jobs?.enqueue(
          schedulesSweepJob,
          {},
          { id: sweepSlotId(slot), startAfter: new Date(slot * scheduleSweepSeconds * 1000) },
        );
      }
    }
  };
}
