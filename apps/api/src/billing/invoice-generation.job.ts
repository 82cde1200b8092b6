import { z } from 'zod';
import type { Database } from '../platform/db/database';
import { defineJob, type JobHandler } from '../platform/jobs/define-job';
import type { Logger } from '../platform/logger/logger';
import { generateDueInvoices } from './use-cases/generate-invoices';

/**
 * Hourly for the cluster (cron), and once when a worker starts so what fell due while no process
 * ran is billed at once. Running it twice, or in two processes at once, inserts nothing twice.
 */
export const generateInvoicesJob = defineJob({
  name: 'billing.generate-invoices',
  payload: z.object({}),
  policy: 'singleton',
  singletonKey: () => 'all',
  retryLimit: 2,
  retryDelay: 60,
  expireInSeconds: 300,
});

/** A fixed id for the start-up run of one minute: several processes starting together enqueue it once. */
export const invoiceGenerationSlotId = (minute: number) =>
  `b111ed00-0000-4000-8000-${minute.toString(16).padStart(12, '0')}`;

export function generateInvoices(
  deps: { db: Database; logger: Logger; invoiceLeadDays?: number },
  now = () => new Date(),
): JobHandler<typeof generateInvoicesJob> {
  return async () => {
    const created = await generateDueInvoices(deps.db, { now: now(), leadDays: deps.invoiceLeadDays ?? 10 });
    if (created > 0) deps.logger.info({ created }, 'invoices generated');
  };
}
