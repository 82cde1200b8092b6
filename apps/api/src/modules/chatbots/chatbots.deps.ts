import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import '../queues/queues.events';

/** What the chatbot option use cases need; wired once in app.ts. */
export interface ChatbotsDeps {
  db: Database;
  events: DomainEvents;
}
