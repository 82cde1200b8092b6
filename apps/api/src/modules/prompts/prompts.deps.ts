import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger/logger';
import './prompts.events';

/** What the prompts' use cases need; wired once in app.ts. */
export interface PromptsDeps {
  db: Database;
  events: DomainEvents;
  secrets: SecretBox;
  logger: Logger;
}
