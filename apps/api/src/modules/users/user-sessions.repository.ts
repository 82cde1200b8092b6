import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { refreshSessions } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/**
 * Ends a user's open login sessions, except `keepSessionId` (the caller's own, when a user
 * changes their own password). Answers the ended session ids so the in-process session cache
 * can drop them at once.
 */
export async function revokeUserSessions(
  tx: Tx,
  companyId: number,
  userId: number,
  keepSessionId?: string,
): Promise<string[]> {
  const conditions: SQL[] = [
    eq(refreshSessions.companyId, companyId),
    eq(refreshSessions.userId, userId),
    isNull(refreshSessions.revokedAt),
  ];
  if (keepSessionId) conditions.push(ne(refreshSessions.sessionId, keepSessionId));
  const rows = await tx
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions))
    .returning({ sessionId: refreshSessions.sessionId });
  return [...new Set(rows.map((row) => row.sessionId))];
}
