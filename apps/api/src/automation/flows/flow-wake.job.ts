import { z } from 'zod';
import type { Tx } from '../../platform/db/database';
import { defineJob, type JobHandler } from '../../platform/jobs/define-job';
import type { EnqueueOptions } from '../../platform/jobs/job-queue';
import type { Automation } from '../automation';

/**
 * The end of a flow run's interval (docs/flows.md "Exactly once"): written in the transaction
 * that makes the run wait, so it exists if and only if the wait does, and kept by pg-boss in the
 * database, so it fires after a restart too. `step` is the run's step when it started waiting: a
 * wake-up for a step the run has left (a repeat, a retry after a commit) does nothing.
 */
export const flowWakeJob = defineJob({
  name: 'flows.wake',
  payload: z.object({
    companyId: z.number().int().positive(),
    runId: z.number().int().positive(),
    step: z.number().int().min(0),
  }),
  retryLimit: 5,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: 120,
  concurrency: 2,
  pollingIntervalSeconds: 1,
});

export type FlowWake = z.input<(typeof flowWakeJob)['payload']>;

/** The part of the platform job queue the flow runtime uses. */
export interface FlowWakeQueue {
  enqueue(definition: typeof flowWakeJob, payload: FlowWake, options?: EnqueueOptions): Promise<string | null>;
}

/** What the flow runtime needs besides the turn: its draw (tests inject one) and its durable wake-ups. */
export interface FlowRuntime {
  random(): number;
  /** Wakes the run at `at` for `wake.step`: a job written in `tx`. */
  wakeLater(tx: Tx, wake: FlowWake, at: Date): Promise<void>;
}

export function flowRuntimeOf(jobs: FlowWakeQueue | undefined, random: () => number): FlowRuntime {
  return {
    random,
    async wakeLater(tx, wake, at) {
      if (!jobs) throw new Error('the flow runtime has no job queue for its waits');
      await jobs.enqueue(flowWakeJob, wake, { tx, startAfter: at });
    },
  };
}

export function wakeFlowRun(automation: () => Automation): JobHandler<typeof flowWakeJob> {
  return async (wake) => {
    await automation().wakeFlow(wake);
  };
}
