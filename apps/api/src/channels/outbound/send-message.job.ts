import { z } from 'zod';
import { defineJob, type JobHandler } from '../../platform/jobs/define-job';
import type { MessageSender } from './message-sender';

/**
 * The durable half of an outbound send. The job is written in the same transaction as the
 * message row (ack 0) and starts a few seconds later: normally the in-process attempt made right
 * after commit has sent the message by then and the job finds nothing to do; after a crash, a
 * lost attempt or a retryable failure, the job sends it. The row's claim makes sure only one of
 * them talks to the channel at a time.
 */
export const sendMessageJob = defineJob({
  name: 'channels.send-message',
  payload: z.object({
    companyId: z.number().int().positive(),
    messageId: z.number().int().positive(),
  }),
  // About 5 s, 10 s, 20 s... doubling with jitter: roughly 20 minutes before giving up.
  retryLimit: 8,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 120,
  concurrency: 2,
});

export class SendNotFinished extends Error {
  override name = 'SendNotFinished';
}

export const sendMessage =
  (sender: MessageSender): JobHandler<typeof sendMessageJob> =>
  async ({ companyId, messageId }, job) => {
    const outcome = await sender.attempt(companyId, messageId, { finalAttempt: job.retryCount >= job.retryLimit });
    // Thrown so that pg-boss schedules the next attempt with its backoff.
    if (outcome === 'retry' || outcome === 'busy') {
      throw new SendNotFinished(
        `message ${messageId}: ${outcome === 'busy' ? 'another attempt is running' : 'retryable failure'}`,
      );
    }
  };
