import type { DialogflowClient } from '../../automation/integrations/drivers/dialogflow/dialogflow-client';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger/logger';
import './queue-integrations.events';

/** What the queue integrations' use cases need; wired once in app.ts. */
export interface QueueIntegrationsDeps {
  db: Database;
  events: DomainEvents;
  secrets: SecretBox;
  logger: Logger;
  /** POST /queueIntegration/testSession's detectIntent. */
  dialogflow: DialogflowClient;
}
