import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether `header` (`X-Hub-Signature-256: sha256=<hex>`) is the HMAC-SHA256 of the raw request
 * bytes under `appSecret`. Compared in constant time over the decoded digests; anything malformed
 * is simply not a match.
 */
export function signatureMatches(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const presented = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/** The header value Meta would send for `rawBody` (tests sign their payloads with it). */
export function signatureOf(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}
