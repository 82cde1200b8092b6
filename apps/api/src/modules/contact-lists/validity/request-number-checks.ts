import type { DomainEvents } from '../../../platform/events/domain-events';
import type { Logger } from '../../../platform/logger/logger';
import { type NumberCheckQueue, requestCompanyCheck } from './check-numbers.job';
import '../contact-lists.events';

/**
 * Items wait seconds for their WhatsApp check, not the minute sweep: once a write commits (its event
 * is published), an item saved unchecked (created, or its number edited) or an import that has
 * written items asks for its company's check run. The run's stately key keeps that to one running
 * and one waiting per company, however many items ask. Wired in every process that writes items.
 */
export function requestNumberChecks(events: DomainEvents, jobs: NumberCheckQueue, logger: Pick<Logger, 'warn'>) {
  const unsubscribes = [
    events.subscribe('contactListItem.saved', ({ companyId, record }) => {
      if (record.whatsappCheckedAt === null) requestCompanyCheck(jobs, logger, companyId);
    }),
    events.subscribe('contactListItem.importProgress', ({ companyId, progress }) => {
      if (progress.imported > 0) requestCompanyCheck(jobs, logger, companyId);
    }),
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
