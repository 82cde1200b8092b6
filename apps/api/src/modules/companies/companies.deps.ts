import type { SubscriptionStatus } from '../../platform/auth/subscription';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger/logger';
import type { MediaStorage } from '../../platform/storage/media-storage';
import './companies.events';

/** What the companies use cases need; wired once in app.ts. */
export interface CompaniesDeps {
  db: Database;
  events: DomainEvents;
  storage: MediaStorage;
  logger: Logger;
  /** The subscription guard's due-date cache: told when a due date changes so it applies at once. */
  subscriptions: Pick<SubscriptionStatus, 'forget'>;
}

/** The caller as the companies rules need it (from the verified token). */
export interface CompaniesCaller {
  companyId: number;
  isSuper: boolean;
}
