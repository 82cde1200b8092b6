import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../../platform/crypto/secret-box';

/**
 * Who a widget visitor is. Anonymous visitors get a random id and a token the server signs
 * (`{connectionId}.{visitorId}.{number}.{signature}`, signature = the SecretBox keyed digest), which
 * the widget keeps in the host page's localStorage and presents on every handshake. A company that
 * knows its user can instead pass `userId` + hex HMAC-SHA256(userId, identity secret): the same user
 * is then the same contact on every device. The two id spaces never meet ('v' vs 'u-' prefixes).
 */

export interface Visitor {
  visitorId: string;
  /** N of 'Visitante N' (0 for identified users). */
  number: number;
}

const visitorIdPattern = /^(v[0-9a-f]{24}|u-[\w.@+-]{1,48})$/;

export const newAnonymousVisitorId = () => `v${randomBytes(12).toString('hex')}`;
export const identifiedVisitorId = (userId: string) => `u-${userId}`;
export const isValidUserId = (userId: string) => /^[\w.@+-]{1,48}$/.test(userId);

const signatureOf = (secrets: SecretBox, payload: string) => secrets.digest(`webchat-visitor:${payload}`);

export function issueVisitorToken(secrets: SecretBox, connectionId: number, visitor: Visitor): string {
  const payload = `${connectionId}.${visitor.visitorId}.${visitor.number}`;
  return `${payload}.${signatureOf(secrets, payload)}`;
}

/** The visitor a token names, when it is intact and issued for this connection; otherwise null. */
export function verifyVisitorToken(secrets: SecretBox, token: string, connectionId: number): Visitor | null {
  if (token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [connection, visitorId, number, signature] = parts as [string, string, string, string];
  if (connection !== String(connectionId) || !visitorIdPattern.test(visitorId) || !/^\d{1,9}$/.test(number))
    return null;
  if (!/^[0-9a-f]{64}$/.test(signature)) return null;
  const expected = Buffer.from(signatureOf(secrets, `${connection}.${visitorId}.${number}`), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
  return { visitorId, number: Number(number) };
}

/** A fresh identity secret: what the company's backend signs its user ids with. */
export const newIdentitySecret = () => randomBytes(32).toString('hex');

/** HMAC-SHA256(userId, secret) in hex, as the company's backend computes it (see docs/api.md). */
export const identityHashOf = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(userId, 'utf8').digest('hex');

export function verifyIdentityHash(secret: string, userId: string, presented: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(presented)) return false;
  const expected = Buffer.from(identityHashOf(secret, userId), 'hex');
  return timingSafeEqual(expected, Buffer.from(presented, 'hex'));
}
