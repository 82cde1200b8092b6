import type { AnnouncementRecord } from '@chatdesk/contracts';

/**
 * Domain events of announcements, published after the write commits. The realtime layer turns
 * them into `company-announcement` for every company's users.
 */
declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'announcement.created': { record: AnnouncementRecord };
    'announcement.updated': { record: AnnouncementRecord };
    'announcement.deleted': { record: AnnouncementRecord };
  }
}
