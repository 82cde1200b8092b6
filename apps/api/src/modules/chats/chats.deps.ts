import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import './chats.events';

/** What the internal chat use cases need; wired once in app.ts. */
export interface ChatsDeps {
  db: Database;
  events: DomainEvents;
}

/** The session's user: which chats they take part in, and which they own. */
export interface ChatCaller {
  companyId: number;
  userId: number;
}
