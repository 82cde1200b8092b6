/**
 * Domain events of billing, published after the write commits. 'billing.payment-confirmed' says a
 * payment renewed the company: its clients get `company-{id}-payment` { action: 'CONCLUIDA' }.
 */
declare module '../platform/events/domain-events' {
  interface DomainEventMap {
    'billing.payment-confirmed': { companyId: number; invoiceId: number; dueDate: string };
  }
}

export {};
