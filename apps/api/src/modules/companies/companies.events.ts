/**
 * Domain events of the companies module, published after the write commits. A company's own
 * clients refresh their session (due date, plan flags, opening hours) on 'company.updated'.
 */
declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'company.created': { companyId: number };
    'company.updated': { companyId: number };
    'company.deleted': { companyId: number };
  }
}

export {};
