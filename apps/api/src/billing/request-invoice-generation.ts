import '../modules/companies/companies.events';
import type { DomainEvents } from '../platform/events/domain-events';
import type { EnqueueOptions } from '../platform/jobs/job-queue';
import type { Logger } from '../platform/logger/logger';
import { generateInvoicesJob } from './invoice-generation.job';

export interface InvoiceGenerationQueue {
  enqueue(
    definition: typeof generateInvoicesJob,
    payload: Record<string, never>,
    options?: EnqueueOptions,
  ): Promise<string | null>;
}

/**
 * A company the super user creates or changes (a due date already past or moved into the lead days, a
 * new plan) is billed within seconds, not at the next hourly run: once the write commits (its event is
 * published), a generation run is queued. Runs go one at a time (the job's singleton key) and insert
 * nothing twice, so extra requests cost a query each. Wired in every process that writes companies.
 */
export function requestInvoiceGeneration(
  events: DomainEvents,
  jobs: InvoiceGenerationQueue,
  logger: Pick<Logger, 'warn'>,
) {
  const request = ({ companyId }: { companyId: number }) => {
    jobs
      .enqueue(generateInvoicesJob, {})
      .catch((error: unknown) => logger.warn({ err: error, companyId }, 'invoice generation not queued'));
  };
  const unsubscribes = [events.subscribe('company.created', request), events.subscribe('company.updated', request)];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
