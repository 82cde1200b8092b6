import type { Database } from '../../platform/db/database';

/** What the kanban use cases need; wired once in app.ts. */
export interface KanbanDeps {
  db: Database;
}

/** Who asks: the board depends on their flags and queues, read fresh per request. */
export interface KanbanCaller {
  companyId: number;
  userId: number;
}
