import type { SessionChecker } from '../../platform/auth/active-session';
import type { Database } from '../../platform/db/database';
import { isSessionOpen } from './refresh-sessions.repository';

/**
 * Which login sessions are open, cached in-process so the per-request check is usually free.
 * Closed is final and cached until evicted; open is re-checked after `ttlMs`. Closures made by
 * this process apply at once; closures made by another process are seen within `ttlMs` (30 s),
 * well inside the 15-minute access-token lifetime that would otherwise bound them.
 */
export class SessionRegistry implements SessionChecker {
  readonly #known = new Map<string, { open: boolean; checkedAt: number }>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 50_000,
  ) {}

  async isActive(companyId: number, sessionId: string): Promise<boolean> {
    const key = `${companyId}:${sessionId}`;
    const known = this.#known.get(key);
    if (known && (!known.open || Date.now() - known.checkedAt < this.ttlMs)) return known.open;
    const open = await this.db.tenant(companyId).transaction((tx) => isSessionOpen(tx, companyId, sessionId));
    this.#remember(key, open);
    return open;
  }

  opened(companyId: number, sessionId: string) {
    this.#remember(`${companyId}:${sessionId}`, true);
  }

  closed(companyId: number, sessionIds: Iterable<string>) {
    for (const sessionId of sessionIds) this.#remember(`${companyId}:${sessionId}`, false);
  }

  #remember(key: string, open: boolean) {
    // Map keeps insertion order: re-inserting moves the key last, so the first key is the oldest.
    this.#known.delete(key);
    this.#known.set(key, { open, checkedAt: Date.now() });
    if (this.#known.size > this.maxEntries) {
      const oldest = this.#known.keys().next().value;
      if (oldest !== undefined) this.#known.delete(oldest);
    }
  }
}
