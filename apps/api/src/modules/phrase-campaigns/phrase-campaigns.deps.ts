import type { Database } from '../../platform/db/database';

/** What the phrase campaigns' use cases need; wired once in app.ts. */
export interface PhraseCampaignsDeps {
  db: Database;
}
