import type { QueueIntegrationType } from '@chatdesk/contracts';
import type { Config } from '../../platform/config/config';
import type { Logger } from '../../platform/logger/logger';
import { createDialogflowDriver } from './drivers/dialogflow/dialogflow-driver';
import { createGoogleDialogflowClient } from './drivers/dialogflow/google-dialogflow-client';
import { createOpenAiDriver } from './drivers/openai/openai-driver';
import { createTypebotDriver } from './drivers/typebot/typebot-driver';
import { createWebhookDriver } from './drivers/webhook/webhook-driver';
import type { IntegrationHttp } from './http/integration-http';
import type { IntegrationDriver, IntegrationTarget } from './integration-driver';

/** The engines by integration type, and `prompt` for the OpenAI assistants; flowbuilder runs a flow instead. */
export type IntegrationDriverKey = Exclude<QueueIntegrationType, 'flowbuilder'> | 'prompt';

/**
 * The drivers the runner calls, injected at app wiring (server.ts) so each engine lives in its own
 * folder and tests give their own. A missing engine fails the call: the ticket goes to a human.
 */
export type IntegrationDrivers = Partial<Record<IntegrationDriverKey, IntegrationDriver>>;

export const driverKeyOf = (target: IntegrationTarget): IntegrationDriverKey | 'flowbuilder' =>
  target.kind === 'prompt' ? 'prompt' : target.integration.type;

/**
 * The product's engines: n8n and the generic webhook share one driver (the same documented JSON),
 * Dialogflow talks through one client whose service-account tokens are cached per process.
 */
export function createIntegrationDrivers(options: {
  publicUrl: string;
  integrations: Config['integrations'];
  http: IntegrationHttp;
  logger: Pick<Logger, 'warn'>;
}): IntegrationDrivers {
  const { integrations, http, logger } = options;
  const webhook = createWebhookDriver({ publicUrl: options.publicUrl });
  const dialogflowClient = createGoogleDialogflowClient({
    http,
    baseUrl: integrations.dialogflowBaseUrl,
    tokenUrl: integrations.googleOauthTokenUrl,
  });
  return {
    webhook,
    n8n: webhook,
    typebot: createTypebotDriver() as IntegrationDriver,
    dialogflow: createDialogflowDriver(dialogflowClient) as IntegrationDriver,
    prompt: createOpenAiDriver({ ...integrations, logger }) as IntegrationDriver,
  };
}
