/**
 * One event per imported batch instead of one per row: a 10,000-row file would otherwise send
 * 10,000 socket messages to every attendant of the company. The realtime layer turns it into
 * `company-{companyId}-contact` { action: 'reload' }, on which lists refetch.
 */
declare module '../../../platform/events/domain-events' {
  interface DomainEventMap {
    'contact.imported': { companyId: number; created: number; updated: number };
  }
}

export {};
