import type { PermissionSubject } from '@chatdesk/contracts';
import type { SessionCloser } from '../../platform/auth/ended-sessions';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { MediaStorage } from '../../platform/storage/media-storage';
import './users.events';

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
  /** The caller's login session. */
  sessionId: string;
  subject: PermissionSubject;
}
