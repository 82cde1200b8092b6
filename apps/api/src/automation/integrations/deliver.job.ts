import { z } from 'zod';
import { defineJob, type JobHandler } from '../../platform/jobs/define-job';
import type { EnqueueOptions } from '../../platform/jobs/job-queue';
import type { Automation } from '../automation';
import { deliverAnswer } from './deliver-answer';
import { integrationActionSchema } from './integration-action.schema';
import { takeDeliveryStep } from './integration-runtime.repository';

/**
 * The rest of an engine's answer after its pause between messages (Typebot's delay): written in
 * the transaction that sent the message before, started when the pause is over. Its `step` must be
 * the ticket's next delivery step (integration_sessions.delivery_step), so a repeated job sends
 * nothing and a newer answer of the engine replaces what this one still had to say.
 */
export const integrationDeliverJob = defineJob({
  name: 'integrations.deliver',
  payload: z.object({
    companyId: z.number().int().positive(),
    ticketId: z.number().int().positive(),
    /** The newest customer message the answer answers (the turn's message). */
    messageId: z.number().int().positive(),
    step: z.number().int().positive(),
    integrationId: z.number().int().positive().nullable(),
    promptId: z.number().int().positive().nullable(),
    delayMs: z.number().int().min(0),
    messages: z
      .array(z.object({ body: z.string(), mediaType: z.string().optional(), mediaUrl: z.string().optional() }))
      .min(1),
    actions: z.array(integrationActionSchema),
  }),
  retryLimit: 5,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: 120,
  concurrency: 2,
  pollingIntervalSeconds: 1,
});

export type IntegrationDelivery = z.output<(typeof integrationDeliverJob)['payload']>;

export interface DeliveryQueue {
  enqueue(
    definition: typeof integrationDeliverJob,
    payload: z.input<(typeof integrationDeliverJob)['payload']>,
    options?: EnqueueOptions,
  ): Promise<string | null>;
}

export function deliverIntegrationAnswer(deps: {
  automation: () => Automation;
  jobs: () => DeliveryQueue;
}): JobHandler<typeof integrationDeliverJob> {
  return async (delivery) => {
    const { companyId, ticketId, messageId, step } = delivery;
    await deps.automation().ticketTurn(companyId, ticketId, messageId, async (turn, tx) => {
      if (!(await takeDeliveryStep(tx, companyId, ticketId, step))) return;
      if (turn) await deliverAnswer(turn, deps.jobs(), delivery);
    });
  };
}
