import { z } from 'zod';
import { defineJob, type JobHandler } from '../../../platform/jobs/define-job';
import { checkContactListNumbers, type NumberCheckDeps } from './check-list-numbers';

/**
 * The contact lists' WhatsApp check, every minute on one process of the cluster (cron). A run
 * checks at most 40 batches of 50 per company with a second between calls, then leaves the rest
 * to the next run, so it ends well within the minute.
 */
export const contactListsCheckNumbersJob = defineJob({
  name: 'contact-lists.check-numbers',
  payload: z.object({}),
  retryLimit: 0,
  expireInSeconds: 120,
});

export function contactListsCheckNumbers(deps: NumberCheckDeps): JobHandler<typeof contactListsCheckNumbersJob> {
  return async () => {
    await checkContactListNumbers(deps);
  };
}
