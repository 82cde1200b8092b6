import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { MediaStorage } from '../../platform/storage/media-storage';
import './campaigns.events';

/** What the campaigns' use cases need; wired once in app.ts. */
export interface CampaignsDeps {
  db: Database;
  events: DomainEvents;
  storage: MediaStorage;
}
