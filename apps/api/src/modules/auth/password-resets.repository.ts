import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordResets } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** Queries on password_resets, inside tenant transactions. */

export async function insertPasswordReset(tx: Tx, row: typeof passwordResets.$inferInsert) {
  await tx.insert(passwordResets).values(row);
}

/** A newer link supersedes older ones: only the last e-mail sent works. */
export async function voidOpenPasswordResets(tx: Tx, companyId: number, userId: number) {
  await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(passwordResets.companyId, companyId), eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)),
    );
}

/** Uses the token if it is unused and unexpired, atomically (two clicks cannot both succeed). */
export async function consumePasswordReset(tx: Tx, companyId: number, tokenHash: string) {
  const [row] = await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.companyId, companyId),
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row ?? null;
}
