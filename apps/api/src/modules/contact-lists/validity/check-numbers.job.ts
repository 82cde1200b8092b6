import { z } from 'zod';
import { defineJob, type JobHandler } from '../../../platform/jobs/define-job';
import type { EnqueueOptions } from '../../../platform/jobs/job-queue';
import type { Logger } from '../../../platform/logger/logger';
import { checkCompanyNumbers, companiesWithUncheckedItems, type NumberCheckDeps } from './check-list-numbers';

/**
 * One company's WhatsApp check run: up to 10 batches of 50 numbers, a second before each call, then
 * it queues its own next run while items may be left. Stately under the company's key: one run at a
 * time per company in the whole cluster (so one connection is never asked faster than the pacing) and
 * at most one more waiting, however many writes ask for it (an import of 100,000 rows asks a few
 * times a second, and the waiting run covers them all). Short runs let other companies' runs in
 * between, in the order they were asked for.
 */
export const contactListsCheckCompanyNumbersJob = defineJob({
  name: 'contact-lists.check-company-numbers',
  payload: z.object({ companyId: z.number().int().positive() }),
  policy: 'stately',
  singletonKey: (payload) => `company-${payload.companyId}`,
  retryLimit: 0,
  expireInSeconds: 120,
  pollingIntervalSeconds: 1,
});

/**
 * The safety net, every minute on one process of the cluster (cron): asks for a run of every company
 * with unchecked items (items written while no connection could tell, a run that failed or a process
 * that stopped mid-run). New and imported items ask for theirs at once (request-number-checks.ts).
 */
export const contactListsCheckNumbersJob = defineJob({
  name: 'contact-lists.check-numbers',
  payload: z.object({}),
  retryLimit: 0,
  expireInSeconds: 120,
});

export interface NumberCheckQueue {
  /** False once the queue is stopping: the next run is then left to the minute sweep. */
  readonly accepting?: boolean;
  enqueue(
    definition: typeof contactListsCheckCompanyNumbersJob,
    payload: { companyId: number },
    options?: EnqueueOptions,
  ): Promise<string | null>;
}

export function contactListsCheckNumbers(deps: {
  db: NumberCheckDeps['db'];
  jobs?: NumberCheckQueue | undefined;
}): JobHandler<typeof contactListsCheckNumbersJob> {
  return async () => {
    for (const companyId of await companiesWithUncheckedItems(deps))
      await deps.jobs?.enqueue(contactListsCheckCompanyNumbersJob, { companyId });
  };
}

export function contactListsCheckCompanyNumbers(
  deps: NumberCheckDeps & { jobs?: NumberCheckQueue | undefined },
): JobHandler<typeof contactListsCheckCompanyNumbersJob> {
  return async ({ companyId }) => {
    const { more } = await checkCompanyNumbers(deps, companyId);
    if (more && deps.jobs?.accepting !== false)
      await deps.jobs?.enqueue(contactListsCheckCompanyNumbersJob, { companyId });
  };
}

/** Asks for a company's run now; a failure only delays the check to the minute sweep. */
export function requestCompanyCheck(jobs: NumberCheckQueue, logger: Pick<Logger, 'warn'>, companyId: number) {
  jobs
    .enqueue(contactListsCheckCompanyNumbersJob, { companyId })
    .catch((error: unknown) => logger.warn({ err: error, companyId }, 'number check not queued'));
}
