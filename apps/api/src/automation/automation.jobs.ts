import { z } from 'zod';
import { defineJob, type JobHandler } from '../platform/jobs/define-job';
import type { Logger } from '../platform/logger/logger';
import type { Automation } from './automation';

/** Every minute, once per cluster: turns left in the automation inbox by a crash or a failure. */
export const recoverAutomationJob = defineJob({
  name: 'automation.recover',
  payload: z.object({ graceSeconds: z.number().int().min(0).default(30) }),
  policy: 'singleton',
  retryLimit: 0,
  expireInSeconds: 300,
});

export function recoverAutomation(
  automation: () => Automation,
  logger: Logger,
): JobHandler<typeof recoverAutomationJob> {
  return async ({ graceSeconds }) => {
    const handled = await automation().recover(graceSeconds);
    if (handled > 0) logger.warn({ handled }, 'automation turns recovered');
  };
}
