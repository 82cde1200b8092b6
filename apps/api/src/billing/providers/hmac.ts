import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `payload` under `secret`, as lower-case hex (Stripe's v1, Mercado Pago's v1). */
export function hmacSha256Hex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/**
 * Whether a presented signature or token equals the expected one, in time that depends on neither
 * their contents nor their lengths: both are hashed to 32 bytes first, so a wrong length leaks
 * nothing either. An empty expected value never matches (an unset secret accepts nothing).
 */
export function constantTimeEqual(presented: string, expected: string): boolean {
  if (expected === '') return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
