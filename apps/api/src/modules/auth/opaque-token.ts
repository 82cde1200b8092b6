import { createHash, randomBytes } from 'node:crypto';

/**
 * Refresh and password-reset tokens: `{companyId}.{32 random bytes, base64url}`. The company
 * prefix lets the lookup run through the tenant executor (RLS) on an index that starts with
 * company_id; changing it only makes the hash miss. Only the sha256 of the whole token is stored.
 */
export function newOpaqueToken(companyId: number): { token: string; hash: string } {
  const token = `${companyId}.${randomBytes(32).toString('base64url')}`;
  return { token, hash: sha256(token) };
}

export function parseOpaqueToken(value: string | undefined | null): { companyId: number; hash: string } | null {
  const match = value ? /^([1-9]\d{0,9})\.[A-Za-z0-9_-]{43}$/.exec(value) : null;
  if (!match || !value) return null;
  const companyId = Number(match[1]);
  if (!Number.isSafeInteger(companyId) || companyId > 2_147_483_647) return null;
  return { companyId, hash: sha256(value) };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
