import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { type AuthAttemptAction, authAttempts } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** Queries on the global throttling ledger (system executor: no company is known yet). */

export async function countAttempts(
  tx: Tx,
  action: AuthAttemptAction,
  key: { email: string } | { ip: string },
  windowMs: number,
): Promise<number> {
  const match = 'email' in key ? eq(authAttempts.email, key.email) : eq(authAttempts.ip, key.ip);
  const [row] = await tx
    .select({ total: count() })
    .from(authAttempts)
    .where(and(eq(authAttempts.action, action), match, gt(authAttempts.createdAt, since(windowMs))));
  return row?.total ?? 0;
}

export async function insertAttempt(tx: Tx, row: { action: AuthAttemptAction; email: string | null; ip: string }) {
  await tx.insert(authAttempts).values(row);
}

export async function pruneAttemptsOlderThan(tx: Tx, windowMs: number) {
  await tx.delete(authAttempts).where(lt(authAttempts.createdAt, since(windowMs)));
}

const since = (windowMs: number) => sql`now() - make_interval(secs => ${windowMs / 1000})`;
