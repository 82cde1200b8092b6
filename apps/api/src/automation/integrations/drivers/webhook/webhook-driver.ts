import { IntegrationCallError } from '../../http/integration-http';
import type {
  ConversationTurn,
  IntegrationDriver,
  IntegrationReply,
  IntegrationTarget,
} from '../../integration-driver';
import { withRetries } from '../../retry-call';
import { parseWebhookAnswer } from './webhook-answer';
import {
  deliveryKey,
  idempotencyHeader,
  signatureHeader,
  timestampHeader,
  webhookPayload,
  webhookSignature,
} from './webhook-request';

export interface WebhookDriverOptions {
  /** The server's public address: the media URLs the engine gets are absolute. */
  publicUrl: string;
  /** Per attempt (default 10 s). */
  timeoutMs?: number;
  /** Attempts after the first for a failure worth repeating: network, timeout, 5xx, 429 (default 2). */
  retries?: number;
  /** Pause before the first retry, doubled for each next one (default 500 ms). */
  retryDelayMs?: number;
}

/** The largest answer an engine may give. */
const answerMaxBytes = 256 * 1024;

/**
 * n8n and generic webhooks (docs/integrations.md "Webhook and n8n"): POSTs the ticket's new
 * messages and context to urlN8N as JSON, signed with the integration's secret, and reads the
 * documented answer. Retries repeatable failures with the same idempotency key, then throws: the
 * runner hands the ticket to a human.
 */
export function createWebhookDriver(options: WebhookDriverOptions): IntegrationDriver {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 500;
  return {
    async converse(target: IntegrationTarget, turn: ConversationTurn): Promise<IntegrationReply> {
      if (target.kind !== 'integration') throw new Error('the webhook driver answers queue integrations');
      const { integration } = target;
      const body = JSON.stringify(webhookPayload(integration, turn, options.publicUrl));
      const secret = integration.webhookSecretSealed ? turn.secrets.open(integration.webhookSecretSealed) : null;
      const key = deliveryKey(turn);
      return withRetries({ retries, delayMs: retryDelayMs }, async () => {
        const timestamp = String(Math.floor(Date.now() / 1000));
        const answer = await turn.http.request({
          companyId: turn.companyId,
          method: 'POST',
          url: integration.urlN8N,
          headers: {
            'content-type': 'application/json',
            [idempotencyHeader]: key,
            [timestampHeader]: timestamp,
            ...(secret ? { [signatureHeader]: webhookSignature(secret, timestamp, body) } : {}),
          },
          body,
          timeoutMs,
          maxBytes: answerMaxBytes,
        });
        if (answer.status < 200 || answer.status >= 300)
          throw new IntegrationCallError('status', `The engine answered ${answer.status}`, answer.status);
        return parseWebhookAnswer(answer.text(), turn.session);
      });
    },
  };
}
