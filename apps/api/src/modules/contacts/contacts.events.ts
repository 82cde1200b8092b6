import type { ContactDetailAnswer } from '@chatdesk/contracts';

/**
 * Domain events of the contacts module, published after the write commits, with the number
 * unmasked. The realtime layer turns them into `company-{companyId}-contact`:
 * { action: 'create' | 'update', contact } and { action: 'delete', contactId }.
 */
declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'contact.created': { companyId: number; contact: ContactDetailAnswer };
    'contact.updated': { companyId: number; contact: ContactDetailAnswer };
    'contact.deleted': { companyId: number; contactId: number };
  }
}
