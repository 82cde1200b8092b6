import type { Database } from '../../platform/db/database';
import type { MediaStorage } from '../../platform/storage/media-storage';

/** What the flow builder's use cases need; wired once in app.ts. */
export interface FlowsDeps {
  db: Database;
  storage: MediaStorage;
}

/** Who calls: the company every query is scoped to, and the user recorded on new flows and versions. */
export interface FlowCaller {
  companyId: number;
  userId: number;
}
