import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import '../contacts/contacts.events';

/** What the tags use cases need; wired once in app.ts. */
export interface TagsDeps {
  db: Database;
  events: DomainEvents;
}

export interface TagCaller {
  companyId: number;
}
