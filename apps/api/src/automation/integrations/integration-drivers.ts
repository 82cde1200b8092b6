import type { QueueIntegrationType } from '@chatdesk/contracts';
import { createWebhookDriver } from './drivers/webhook/webhook-driver';
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
 * The product's engines. n8n and the generic webhook share one driver (the same documented JSON);
 * the other engines' drivers join here as their folders do.
 */
export function createIntegrationDrivers(options: { publicUrl: string }): IntegrationDrivers {
  const webhook = createWebhookDriver({ publicUrl: options.publicUrl });
  return { webhook, n8n: webhook };
}
