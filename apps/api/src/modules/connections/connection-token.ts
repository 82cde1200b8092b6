import { randomInt } from 'node:crypto';
import { connectionTokenLength } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import { connections } from '../../db/schema';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../../platform/db/database';
import type { ConnectionRow } from './connections.repository';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Spec 2 §9: 30 random alphanumeric characters; `randomInt` draws without modulo bias. */
export function generateConnectionToken(): string {
  let token = '';
  for (let i = 0; i < connectionTokenLength; i++) token += alphabet[randomInt(alphabet.length)];
  return token;
}

/** The columns that keep a token: its keyed digest to look it up by, and its sealed box to show it again. */
export function tokenColumns(secrets: Pick<SecretBox, 'seal' | 'digest'>, token: string) {
  return { tokenDigest: secrets.digest(token), tokenSealed: secrets.seal(token) };
}

/** The plain token of a row ('' when it has none or its box cannot be opened with this key). */
export function openConnectionToken(secrets: Pick<SecretBox, 'open'>, row: Pick<ConnectionRow, 'tokenSealed'>) {
  if (!row.tokenSealed) return '';
  try {
    return secrets.open(row.tokenSealed);
  } catch {
    return '';
  }
}

/**
 * The connection a presented API token belongs to, or null. The token names the company, so the
 * lookup runs on db.system by digest (unique index); `matches` confirms it in constant time.
 */
export async function findConnectionByToken(
  db: Database,
  secrets: Pick<SecretBox, 'digest' | 'matches'>,
  token: string,
): Promise<ConnectionRow | null> {
  if (token.length !== connectionTokenLength) return null;
  const digest = secrets.digest(token);
  const [row] = await db.system.transaction((tx) =>
    tx.select().from(connections).where(eq(connections.tokenDigest, digest)).limit(1),
  );
  if (!row?.tokenDigest || !secrets.matches(token, row.tokenDigest)) return null;
  return row;
}
