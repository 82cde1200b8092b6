import type { Database } from '../../platform/db/database';

export interface HelpsDeps {
  db: Database;
}
