import type { QueueIntegrationType } from '@chatdesk/contracts';
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
