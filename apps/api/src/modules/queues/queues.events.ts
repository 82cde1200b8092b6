import type { QueueAnswer } from '@chatdesk/contracts';

/**
 * Domain events of the queues module, published after the write commits. The realtime layer
 * turns them into `company-{companyId}-queue`: { action: 'create' | 'update', queue } and
 * { action: 'delete', queueId }.
 */
declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'queue.created': { companyId: number; queue: QueueAnswer };
    'queue.updated': { companyId: number; queue: QueueAnswer };
    'queue.deleted': { companyId: number; queueId: number };
  }
}
