import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@chatdesk/contracts';
import { z } from 'zod';
import type { SecretBox } from '../../../platform/crypto/secret-box';
import type { WebhookNotice, WebhookRequest } from '../payment-provider';

/** Billing's references are 26 to 35 letters and digits: the Pix txid rule. */
export const txidShape = /^[a-zA-Z0-9]{26,35}$/;

/**
 * The `hmac` the webhook URL registered with Efí carries: a keyed digest of the Pix key under a key
 * derived from the data encryption key, so only this server can make it. Efí proves itself with
 * mutual TLS, which the reverse proxy in front of the API terminates; the hmac is what the API
 * itself can check (docs/billing.md, "Efí Pix").
 */
export const webhookHmac = (secrets: Pick<SecretBox, 'digest'>, chave: string) =>
  secrets.digest(`efi-pix-webhook\n${chave}`);

/**
 * The URL registered with Efí: billing's webhook URL plus the hmac, and an empty `ignorar` last, so
 * the `/pix` Efí appends to it lands in that parameter instead of the path.
 */
export function registeredWebhookUrl(webhookUrl: string, hmac: string): string {
  const url = new URL(webhookUrl);
  url.searchParams.set('hmac', hmac);
  url.searchParams.delete('ignorar');
  url.searchParams.append('ignorar', '');
  return url.toString();
}

export function checkWebhookHmac(presented: string | undefined, expected: string): void {
  const given = Buffer.from(presented ?? '', 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
    throw new AppError('ERR_PAYMENT_WEBHOOK_INVALID');
}

const pixNotification = z.object({
  pix: z.array(z.object({ endToEndId: z.string().min(1).max(200), txid: z.string().optional() }).loose()),
});

/**
 * The payments a verified notification names, one notice per Pix received for one of billing's
 * charges. Efí's registration probe (`{"evento":"teste_webhook"}` or an empty body) and a Pix without
 * a charge's txid (a plain transfer to the key) name none.
 */
export function pixNotices(request: WebhookRequest): WebhookNotice[] {
  let payload: unknown = null;
  try {
    payload = JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    return [];
  }
  const parsed = pixNotification.safeParse(payload);
  if (!parsed.success) return [];
  return parsed.data.pix.flatMap((pix) =>
    pix.txid && txidShape.test(pix.txid) ? [{ eventId: pix.endToEndId, resourceId: pix.txid }] : [],
  );
}
