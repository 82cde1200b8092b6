import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { MediaStorage } from '../../platform/storage/media-storage';
import './quick-messages.events';

/** What the quick replies use cases need; wired once in app.ts. */
export interface QuickMessagesDeps {
  db: Database;
  events: DomainEvents;
  storage: MediaStorage;
}

/** Every rule here is the caller's own: which replies they see and which they may change. */
export interface QuickMessageCaller {
  companyId: number;
  userId: number;
}
