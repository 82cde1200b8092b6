import { constantTimeEqual, hmacSha256Hex } from '../hmac';
import type { WebhookNotice, WebhookRequest } from '../payment-provider';
import { headerValue, invalidWebhook, signatureParts, webhookBody } from '../provider-http';
import { stripeEventSchema } from './stripe-schemas';

/** How far a notification's timestamp may be from now, as Stripe's own libraries allow. */
export const stripeToleranceSeconds = 300;

/** The Checkout events that change a session's payment; any other event type is ignored. */
const sessionEvents = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/**
 * Stripe's webhook signature: `Stripe-Signature: t={unix seconds},v1={hex}[,v1={hex}]`, where v1 is
 * the HMAC-SHA256 of `{t}.{raw body}` under the endpoint's signing secret (several v1 while a
 * secret is being rolled). Refused: no header, no secret, no matching v1, or a timestamp more than
 * five minutes from now (a captured notification cannot be replayed later).
 */
export function verifyStripeWebhook(request: WebhookRequest, secret: string, now: Date): WebhookNotice[] {
  const parts = signatureParts(headerValue(request.headers, 'stripe-signature'));
  const timestamp = parts.get('t')?.[0] ?? '';
  const signatures = parts.get('v1') ?? [];
  if (secret === '' || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) throw invalidWebhook();
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > stripeToleranceSeconds) throw invalidWebhook();
  const expected = hmacSha256Hex(secret, Buffer.concat([Buffer.from(`${timestamp}.`), request.rawBody]));
  if (!signatures.some((signature) => constantTimeEqual(signature, expected))) throw invalidWebhook();
  const event = webhookBody(request.rawBody, stripeEventSchema);
  const session = event.data.object;
  if (!sessionEvents.has(event.type) || session.object !== 'checkout.session' || !session.id) return [];
  return [{ eventId: event.id, resourceId: session.id }];
}
