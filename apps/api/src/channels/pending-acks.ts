/**
 * Acks reported for an external id no stored message has yet. A channel may acknowledge a send
 * (ack 2, 3...) before `send()` has returned and the sender has stored the id; those acks wait
 * here briefly and are applied when the id is recorded. Bounded in size and age: an ack for a
 * message that never appears (sent from another device, say) simply expires.
 */
export class PendingAcks {
  readonly #acks = new Map<string, { ack: number; at: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(options: { ttlMs?: number; maxEntries?: number } = {}) {
    this.#ttlMs = options.ttlMs ?? 60_000;
    this.#maxEntries = options.maxEntries ?? 10_000;
  }

  remember(connectionId: number, externalId: string, ack: number): void {
    const key = `${connectionId}:${externalId}`;
    const previous = this.#acks.get(key);
    if (previous && previous.ack >= ack) return;
    this.#acks.delete(key); // re-inserted last: the map's order is the age order
    this.#acks.set(key, { ack, at: Date.now() });
    this.#evict();
  }

  /** The highest ack waiting for this id (removed), or null. */
  take(connectionId: number, externalId: string): number | null {
    const key = `${connectionId}:${externalId}`;
    const entry = this.#acks.get(key);
    if (!entry) return null;
    this.#acks.delete(key);
    return Date.now() - entry.at <= this.#ttlMs ? entry.ack : null;
  }

  #evict() {
    const now = Date.now();
    for (const [key, entry] of this.#acks) {
      if (this.#acks.size <= this.#maxEntries && now - entry.at <= this.#ttlMs) break;
      this.#acks.delete(key);
    }
  }
}
