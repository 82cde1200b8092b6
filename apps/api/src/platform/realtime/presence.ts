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
    /** Returns whether the user was offline before: their presence changed. */
    async markOnline(auth: AuthClaims, at: Date): Promise<boolean> {
      return db.tenant(auth.companyId).transaction(async (tx) => {
        const [before] = await tx
          .select({ online: users.online })
          .from(users)
          .where(eq(users.id, auth.userId))
          .for('update');
        await tx.update(users).set({ online: true, lastSeenAt: at }).where(eq(users.id, auth.userId));
        return before?.online === false;
      });
    },

    /**
     * After a disconnect: offline only if no socket of the user is left anywhere, and only if
     * nothing marked the user online after `disconnectedAt` (a page reload may reconnect to
     * another process while this one is still counting). Returns whether the user was marked offline.
     */
    async markOfflineIfGone(auth: AuthClaims, disconnectedAt: Date): Promise<boolean> {
      if ((await countUserSockets(auth.companyId, auth.userId)) > 0) return false;
      const marked = await db.tenant(auth.companyId).transaction((tx) =>
        tx
          .update(users)
          .set({ online: false, lastSeenAt: disconnectedAt })
          .where(and(eq(users.id, auth.userId), or(isNull(users.lastSeenAt), lte(users.lastSeenAt, disconnectedAt))))
          .returning({ id: users.id }),
      );
      return marked.length > 0;
    },
  };
}
export type Presence = ReturnType<typeof createPresence>;
