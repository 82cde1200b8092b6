import type { Database } from '../../platform/db/database';

/** What the dashboard's use cases need; wired once in app.ts. `now` is the clock (tests set it). */
export interface DashboardDeps {
  db: Database;
  now?: () => Date;
}
