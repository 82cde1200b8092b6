import { z } from 'zod';
import type { Tx } from '../../platform/db/database';
import { defineJob } from '../../platform/jobs/define-job';
import type { EnqueueOptions } from '../../platform/jobs/job-queue';

/**
 * The durable call of a ticket's integration (docs/integrations.md "Where it runs"): written in the
 * turn that hands a message to the integration. The process that wrote it normally calls at once
 * after its commit (`now`); the job is for a process that died first. One queued job per ticket.
 */
export const integrationConverseJob = defineJob({
  name: 'integrations.converse',
  payload: z.object({ companyId: z.number().int().positive(), ticketId: z.number().int().positive() }),
  policy: 'short',
  singletonKey: ({ ticketId }) => String(ticketId),
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 300,
  concurrency: 4,
});

export type IntegrationConverse = z.input<(typeof integrationConverseJob)['payload']>;

/** The part of the platform job queue the turns use to hand messages to integrations. */
export interface IntegrationQueue {
  enqueue(
    definition: typeof integrationConverseJob,
    payload: IntegrationConverse,
    options?: EnqueueOptions,
  ): Promise<string | null>;
}

/** Seconds the durable job waits for the in-process call before it looks at the ticket itself. */
const fallbackSeconds = 15;

/** What a turn needs to hand a message to its ticket's integration. */
export interface IntegrationRuntime {
  /** The durable call, written in the turn's transaction. */
  later(tx: Tx, companyId: number, ticketId: number): Promise<void>;
  /** After the commit: the call now, in this process, without the turn waiting for it. */
  now(companyId: number, ticketId: number): void;
}

/** The turns' side of the runtime; `converse` is the runner's (set once the process wired it). */
export function integrationRuntimeOf(
  jobs: IntegrationQueue | undefined,
  converse: () => ((companyId: number, ticketId: number) => void) | undefined,
): IntegrationRuntime {
  return {
    async later(tx, companyId, ticketId) {
      if (!jobs) throw new Error('the integration runtime has no job queue');
      await jobs.enqueue(integrationConverseJob, { companyId, ticketId }, { tx, startAfter: fallbackSeconds });
    },
    now(companyId, ticketId) {
      converse()?.(companyId, ticketId);
    },
  };
}
