import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';

export interface WebchatDeps {
  db: Database;
  events: DomainEvents;
  secrets: SecretBox;
}
