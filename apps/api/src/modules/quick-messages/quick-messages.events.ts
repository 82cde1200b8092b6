import type { QuickMessageRecord } from '@chatdesk/contracts';

/**
 * Domain events of quick replies, published after the write commits. The realtime layer turns
 * them into `company-{companyId}-quickemessage` for the users who may see the reply.
 */
declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'quickMessage.created': { companyId: number; record: QuickMessageRecord };
    'quickMessage.updated': { companyId: number; record: QuickMessageRecord };
    'quickMessage.deleted': { companyId: number; record: QuickMessageRecord };
  }
}
