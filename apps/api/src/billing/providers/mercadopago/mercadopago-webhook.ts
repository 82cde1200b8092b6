import { constantTimeEqual, hmacSha256Hex } from '../hmac';
import type { WebhookNotice, WebhookRequest } from '../payment-provider';
import { headerValue, invalidWebhook, signatureParts, webhookBody } from '../provider-http';
import { mercadoPagoWebhookSchema } from './mercadopago-schemas';

/**
 * The text Mercado Pago signs: `id:{data.id};request-id:{x-request-id};ts:{ts};`, where data.id is
 * the query parameter (lower-cased when it is alphanumeric) and a part whose value the
 * notification lacks is left out, as Mercado Pago documents.
 */
export function mercadoPagoManifest(dataId: string | undefined, requestId: string | undefined, ts: string): string {
  const id = dataId && /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return `${id ? `id:${id};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
}

/**
 * Mercado Pago's webhook signature: `x-signature: ts={ts},v1={hex}` with v1 the HMAC-SHA256 of the
 * manifest under the application's secret signature. A payment notification names the payment in
 * the signed query (`data.id`); a body naming another payment is refused. Other topics
 * (merchant orders, …) are verified and ignored.
 */
export function verifyMercadoPagoWebhook(request: WebhookRequest, secret: string): WebhookNotice[] {
  const parts = signatureParts(headerValue(request.headers, 'x-signature'));
  const ts = parts.get('ts')?.[0] ?? '';
  const signature = parts.get('v1')?.[0] ?? '';
  if (secret === '' || ts === '' || signature === '') throw invalidWebhook();
  const queryId = request.query['data.id'] || undefined;
  const manifest = mercadoPagoManifest(queryId, headerValue(request.headers, 'x-request-id'), ts);
  if (!constantTimeEqual(signature, hmacSha256Hex(secret, manifest))) throw invalidWebhook();
  const body = webhookBody(request.rawBody, mercadoPagoWebhookSchema);
  if ((body.type ?? request.query.type) !== 'payment') return [];
  const bodyId = body.data?.id === undefined ? undefined : String(body.data.id);
  const resourceId = queryId ?? bodyId;
  if (!resourceId || (bodyId !== undefined && bodyId !== resourceId)) throw invalidWebhook();
  const eventId = body.id === undefined ? `${body.action ?? 'payment'}:${resourceId}` : String(body.id);
  return [{ eventId, resourceId }];
}
