import type { PermissionSubject } from '@chatdesk/contracts';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import './queues.events';

/** What the queues use cases need; wired once in app.ts. */
export interface QueuesDeps {
  db: Database;
  events: DomainEvents;
}

export interface QueueCaller {
  companyId: number;
  subject: PermissionSubject;
}
