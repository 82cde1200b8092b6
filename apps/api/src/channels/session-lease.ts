import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { channelSessionLeases } from '../db/schema';
import type { Database } from '../platform/db/database';

export interface SessionLeaseOptions {
  /** This process's id as a holder (a fresh uuid per process by default). */
  holderId?: string;
  /** How long a lease lives without renewal (default 30 s): the take-over delay after a crash. */
  ttlSeconds?: number;
  /** How often a held lease is renewed (default a third of the ttl, so one missed renewal is harmless). */
  renewEveryMs?: number;
}

/** A lease this process holds; `release` stops renewing and frees it for other processes at once. */
export interface HeldLease {
  readonly whatsappId: number;
  release(): Promise<void>;
}

/**
 * "Exactly one process runs this connection's session" (channel_session_leases). A process acquires a
 * connection's lease with one atomic upsert that succeeds only when the row is absent, expired or
 * already its own; it then renews it on a timer. When a renewal finds the lease taken by another
 * holder (this process stalled past the ttl) it calls `onLost`, and the driver stops its socket.
 * Generic: any driver whose provider tolerates a single live session per account may use it.
 */
export class SessionLease {
  readonly holderId: string;
  readonly ttlSeconds: number;
  readonly #db: Database;
  readonly #renewEveryMs: number;
  readonly #held = new Map<number, NodeJS.Timeout>();

  constructor(db: Database, options: SessionLeaseOptions = {}) {
    this.#db = db;
    this.holderId = options.holderId ?? randomUUID();
    this.ttlSeconds = options.ttlSeconds ?? 30;
    this.#renewEveryMs = options.renewEveryMs ?? Math.max(100, Math.floor((this.ttlSeconds * 1000) / 3));
  }

  /** One attempt: true when this holder now has the lease (free, expired, or already ours). */
  async acquire(whatsappId: number): Promise<boolean> {
    const expiresAt = sql`now() + make_interval(secs => ${this.ttlSeconds})`;
    const rows = await this.#db.system.transaction((tx) =>
      tx
        .insert(channelSessionLeases)
        .values({ whatsappId, holderId: this.holderId, expiresAt })
        .onConflictDoUpdate({
          target: channelSessionLeases.whatsappId,
          set: { holderId: this.holderId, expiresAt },
          setWhere: sql`${channelSessionLeases.expiresAt} < now() OR ${channelSessionLeases.holderId} = ${this.holderId}`,
        })
        .returning({ whatsappId: channelSessionLeases.whatsappId }),
    );
    return rows.length > 0;
  }

  /** Extends our own lease; false when another holder has it now. */
  async renew(whatsappId: number): Promise<boolean> {
    const rows = await this.#db.system.transaction((tx) =>
      tx
        .update(channelSessionLeases)
        .set({ expiresAt: sql`now() + make_interval(secs => ${this.ttlSeconds})` })
        .where(and(eq(channelSessionLeases.whatsappId, whatsappId), eq(channelSessionLeases.holderId, this.holderId)))
        .returning({ whatsappId: channelSessionLeases.whatsappId }),
    );
    return rows.length > 0;
  }

  /** Who holds a connection's lease right now (null when nobody or expired). */
  async holderOf(whatsappId: number): Promise<string | null> {
    const [row] = await this.#db.system.transaction((tx) =>
      tx
        .select({ holderId: channelSessionLeases.holderId })
        .from(channelSessionLeases)
        .where(and(eq(channelSessionLeases.whatsappId, whatsappId), sql`${channelSessionLeases.expiresAt} >= now()`)),
    );
    return row?.holderId ?? null;
  }

  /**
   * Acquires and keeps renewing. Null when another live holder has it. A renewal that cannot reach
   * the database is retried on the next tick; the lease counts as lost only once another holder owns
   * it or our last good renewal is older than the ttl (another process may have taken it by then).
   */
  async hold(whatsappId: number, onLost: () => void): Promise<HeldLease | null> {
    if (this.#held.has(whatsappId)) this.#stopRenewing(whatsappId);
    if (!(await this.acquire(whatsappId))) return null;
    let renewedAt = Date.now();
    const lost = () => {
      this.#stopRenewing(whatsappId);
      onLost();
    };
    const timer = setInterval(() => {
      this.renew(whatsappId).then(
        (kept) => {
          if (!this.#held.has(whatsappId)) return; // released meanwhile
          if (kept) renewedAt = Date.now();
          else lost();
        },
        () => {
          if (this.#held.has(whatsappId) && Date.now() - renewedAt > this.ttlSeconds * 1000) lost();
        },
      );
    }, this.#renewEveryMs);
    timer.unref?.();
    this.#held.set(whatsappId, timer);
    return { whatsappId, release: () => this.release(whatsappId) };
  }

  /** Stops renewing and deletes our row, so the next process need not wait for the expiry. */
  async release(whatsappId: number): Promise<void> {
    this.#stopRenewing(whatsappId);
    await this.#db.system.transaction((tx) =>
      tx
        .delete(channelSessionLeases)
        .where(and(eq(channelSessionLeases.whatsappId, whatsappId), eq(channelSessionLeases.holderId, this.holderId))),
    );
  }

  /** Leases this instance is renewing. */
  heldIds(): number[] {
    return [...this.#held.keys()];
  }

  #stopRenewing(whatsappId: number) {
    const timer = this.#held.get(whatsappId);
    if (timer) clearInterval(timer);
    this.#held.delete(whatsappId);
  }
}
