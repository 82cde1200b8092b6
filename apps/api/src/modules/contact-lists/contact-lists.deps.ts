import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import './contact-lists.events';

/** What the contact lists' use cases need; wired once in app.ts. */
export interface ContactListsDeps {
  db: Database;
  events: DomainEvents;
}
