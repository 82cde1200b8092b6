import type { PermissionSubject } from '@chatdesk/contracts';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import '../contacts/contacts.events';
import './tags.events';

/** What the tags use cases need; wired once in app.ts. */
export interface TagsDeps {
  db: Database;
  events: DomainEvents;
}

export interface TagCaller {
  companyId: number;
}

/** A caller who writes tags: lane writes depend on their permissions (spec 3 §6). */
export interface TagWriter extends TagCaller {
  subject: PermissionSubject;
}
