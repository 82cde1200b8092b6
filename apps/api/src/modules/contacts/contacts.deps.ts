import type { PermissionSubject } from '@chatdesk/contracts';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import './contacts.events';

/** What the contacts use cases need; wired once in app.ts. */
export interface ContactsDeps {
  db: Database;
  events: DomainEvents;
}

export interface ContactCaller {
  companyId: number;
  subject: PermissionSubject;
}
