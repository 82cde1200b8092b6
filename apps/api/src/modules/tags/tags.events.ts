import type { TagRecordAnswer } from '@chatdesk/contracts';

/**
 * Domain events of the tags module, published after the write commits. The realtime layer
 * turns them into `company-{companyId}-tag`: { action: 'create' | 'update', tag } and
 * { action: 'delete', tagId } (spec 3 §4 live list synchronisation).
 */
declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'tag.created': { companyId: number; tag: TagRecordAnswer };
    'tag.updated': { companyId: number; tag: TagRecordAnswer };
    'tag.deleted': { companyId: number; tagId: number };
  }
}
