import type { Database } from '../../platform/db/database';

/** What the reports' use cases need; wired once in app.ts. */
export interface ReportsDeps {
  db: Database;
}
