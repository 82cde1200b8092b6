import { setTimeout as sleep } from 'node:timers/promises';
import { isRetryable } from './integration-failure';

export interface RetryPolicy {
  /** Attempts after the first one. */
  retries: number;
  /** Pause before the first retry, doubled for each next one. */
  delayMs: number;
}

/**
 * Runs `attempt` again after a failure worth repeating (isRetryable: network, timeout, 5xx, 429),
 * at most `retries` times, then throws the last failure. For engines whose call may be repeated
 * safely (a stateless API, or one that deduplicates by an idempotency key the attempt sends).
 */
export async function withRetries<T>(policy: RetryPolicy, attempt: (index: number) => Promise<T>): Promise<T> {
  for (let index = 0; ; index++) {
    try {
      return await attempt(index);
    } catch (error) {
      if (index >= policy.retries || !isRetryable(error)) throw error;
      await sleep(policy.delayMs * 2 ** index);
    }
  }
}
