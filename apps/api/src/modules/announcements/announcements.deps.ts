import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { MediaStorage } from '../../platform/storage/media-storage';
import './announcements.events';

/** What the announcements use cases need; wired once in app.ts. */
export interface AnnouncementsDeps {
  db: Database;
  events: DomainEvents;
  storage: MediaStorage;
}

/** The caller: who reads (read marks are per user) and whether they manage announcements. */
export interface AnnouncementCaller {
  companyId: number;
  userId: number;
  isSuper: boolean;
}
