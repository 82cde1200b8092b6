import type { PermissionSubject } from '@chatdesk/contracts';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { MediaStorage } from '../../platform/storage/media-storage';
import './users.events';

/** The auth module's session cache: told about sessions this module ends so they stop at once here. */
export interface SessionCloser {
  closed(companyId: number, sessionIds: Iterable<string>): void;
}

/** What the users use cases need; wired once in app.ts. */
export interface UsersDeps {
  db: Database;
  events: DomainEvents;
  storage: MediaStorage;
  sessions: SessionCloser;
}

/** The caller as the users rules see it: ids from the token, permission flags from the database. */
export interface Caller {
  userId: number;
  companyId: number;
  /** The caller's login session (absent on tokens minted by tools and tests). */
  sessionId?: string;
  subject: PermissionSubject;
}
