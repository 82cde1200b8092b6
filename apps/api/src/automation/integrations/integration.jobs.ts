import { z } from 'zod';
import { defineJob, type JobHandler } from '../../platform/jobs/define-job';
import type { Logger } from '../../platform/logger/logger';
import type { IntegrationRunner } from './integration-runner';
import type { integrationConverseJob } from './integration-runtime';

/** Every minute, once per cluster: tickets whose messages wait for their integration with no call in flight. */
export const recoverIntegrationsJob = defineJob({
  name: 'integrations.recover',
  payload: z.object({ graceSeconds: z.number().int().min(0).default(30) }),
  policy: 'singleton',
  retryLimit: 0,
  expireInSeconds: 600,
});

/** The durable call of a ticket's integration (the process that handed it the message normally called already). */
export function converseIntegration(runner: () => IntegrationRunner): JobHandler<typeof integrationConverseJob> {
  return ({ companyId, ticketId }) => runner().converse(companyId, ticketId);
}

export function recoverIntegrations(
  runner: () => IntegrationRunner,
  logger: Logger,
): JobHandler<typeof recoverIntegrationsJob> {
  return async ({ graceSeconds }) => {
    const tickets = await runner().recover(graceSeconds);
    if (tickets > 0) logger.warn({ tickets }, 'integration calls recovered');
  };
}
