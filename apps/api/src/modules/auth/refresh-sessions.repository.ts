import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { refreshSessions } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** Queries on refresh_sessions. Every call runs inside a tenant transaction (RLS scopes the company). */

export async function insertRefreshSession(tx: Tx, row: typeof refreshSessions.$inferInsert) {
  await tx.insert(refreshSessions).values(row);
}

export async function findRefreshSessionByHash(tx: Tx, companyId: number, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(refreshSessions)
    .where(and(eq(refreshSessions.companyId, companyId), eq(refreshSessions.tokenHash, tokenHash)));
  return row ?? null;
}

/**
 * Marks a token used. Conditional on it still being unused, so of two concurrent refreshes
 * with one token exactly one wins; the loser is treated as reuse.
 */
export async function markRotated(tx: Tx, id: string, replacedBy: string): Promise<boolean> {
  const rows = await tx
    .update(refreshSessions)
    .set({ revokedAt: sql`now()`, replacedBy })
    .where(and(eq(refreshSessions.id, id), isNull(refreshSessions.revokedAt)))
    .returning({ id: refreshSessions.id });
  return rows.length === 1;
}

export async function revokeSessionFamily(tx: Tx, companyId: number, sessionId: string) {
  await tx
    .update(refreshSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshSessions.companyId, companyId),
        eq(refreshSessions.sessionId, sessionId),
        isNull(refreshSessions.revokedAt),
      ),
    );
}

/** Ends every open session of a user; answers their session ids (for the in-process cache and events). */
export async function revokeUserSessions(tx: Tx, companyId: number, userId: number): Promise<string[]> {
  const rows = await tx
    .update(refreshSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshSessions.companyId, companyId),
        eq(refreshSessions.userId, userId),
        isNull(refreshSessions.revokedAt),
      ),
    )
    .returning({ sessionId: refreshSessions.sessionId });
  return [...new Set(rows.map((row) => row.sessionId))];
}

export async function isSessionOpen(tx: Tx, companyId: number, sessionId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: refreshSessions.id })
    .from(refreshSessions)
    .where(
      and(
        eq(refreshSessions.companyId, companyId),
        eq(refreshSessions.sessionId, sessionId),
        isNull(refreshSessions.revokedAt),
        gt(refreshSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Expired rows can no longer be reused meaningfully (an unknown token is refused anyway): drop them. */
export async function pruneExpiredSessions(tx: Tx, companyId: number, userId: number) {
  await tx
    .delete(refreshSessions)
    .where(
      and(
        eq(refreshSessions.companyId, companyId),
        eq(refreshSessions.userId, userId),
        lt(refreshSessions.expiresAt, sql`now()`),
      ),
    );
}
