import type { UserAnswer } from '@chatdesk/contracts';

/**
 * Domain events of the users module, published after the write commits. The realtime layer
 * turns them into `company-{companyId}-user`: { action: 'create' | 'update', user } and
 * { action: 'delete', userId }.
 */
declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'user.created': { companyId: number; user: UserAnswer };
    'user.updated': { companyId: number; user: UserAnswer };
    'user.deleted': { companyId: number; userId: number };
  }
}
