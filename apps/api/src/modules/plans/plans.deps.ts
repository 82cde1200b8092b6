import type { Database } from '../../platform/db/database';

export interface PlansDeps {
  db: Database;
}
