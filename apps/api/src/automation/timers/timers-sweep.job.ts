import { z } from 'zod';
import { defineJob, type JobHandler } from '../../platform/jobs/define-job';
import type { Logger } from '../../platform/logger/logger';
import { sweepTimers, type TimerSweepDeps } from './sweep-timers';

/**
 * The automation timers' sweep, a cron of the job registry (every minute, once per cluster: the
 * schedule lives in the database and survives restarts). A run that fails is not retried: the
 * next minute's run does everything that is due, including what the failed one left.
 */
export const timersSweepJob = defineJob({
  name: 'automation.timers-sweep',
  payload: z.object({}),
  retryLimit: 0,
  expireInSeconds: 120,
});

export function timersSweep(deps: TimerSweepDeps & { logger: Logger }): JobHandler<typeof timersSweepJob> {
  return async () => {
    const report = await sweepTimers(deps, new Date());
    if (report && Object.values(report).some((count) => count > 0)) deps.logger.info(report, 'automation timers ran');
  };
}
