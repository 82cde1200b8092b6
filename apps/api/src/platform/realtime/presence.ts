import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AuthClaims } from '../auth/tokens';
import type { Database } from '../db/database';

export interface PresenceDeps {
  db: Database;
  /** Sockets the user still has in the whole cluster (all API processes). */
  countUserSockets(companyId: number, userId: number): Promise<number>;
}

/**
 * `users.online` / `users.last_seen_at`, written through the tenant executor so row-level
 * security scopes every write to the socket's company.
 */
export function createPresence({ db, countUserSockets }: PresenceDeps) {
  return {
    async markOnline(auth: AuthClaims, at: Date): Promise<void> {
      await db.tenant(auth.companyId).transaction(async (tx) => {
        await tx.update(users).set({ online: true, lastSeenAt: at }).where(eq(users.id, auth.userId));
      });
    },

    /**
     * After a disconnect: offline only if no socket of the user is left anywhere, and only if
     * nothing marked the user online after `disconnectedAt` (a page reload may reconnect to
     * another process while this one is still counting).
     */
    async markOfflineIfGone(auth: AuthClaims, disconnectedAt: Date): Promise<boolean> {
      if ((await countUserSockets(auth.companyId, auth.userId)) > 0) return false;
      await db.tenant(auth.companyId).transaction(async (tx) => {
        await tx
          .update(users)
          .set({ online: false, lastSeenAt: disconnectedAt })
          .where(and(eq(users.id, auth.userId), or(isNull(users.lastSeenAt), lte(users.lastSeenAt, disconnectedAt))));
      });
      return true;
    },
  };
}
export type Presence = ReturnType<typeof createPresence>;
