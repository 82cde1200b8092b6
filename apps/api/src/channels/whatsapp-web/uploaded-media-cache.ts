import type { CacheStore } from 'baileys';

/**
 * Baileys' media cache (its `mediaCache` option): the upload of a file sent by its stored path is
 * kept under that path, so a file sent many times — a campaign's attachment to every recipient —
 * is encrypted and uploaded to WhatsApp once, then reused. Stored files are never rewritten in
 * place (a new upload gets a new name), so a path names one content. Bounded in entries and age:
 * WhatsApp's media links expire, an hour is well within their life.
 */
export class UploadedMediaCache implements CacheStore {
  readonly #items = new Map<string, { value: unknown; at: number }>();

  constructor(
    readonly limit = 100,
    readonly ttlMs = 3_600_000,
    readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string): T | undefined {
    const item = this.#items.get(key);
    if (!item) return undefined;
    if (this.now() - item.at > this.ttlMs) {
      this.#items.delete(key);
      return undefined;
    }
    return item.value as T;
  }

  set<T>(key: string, value: T): void {
    this.#items.delete(key);
    this.#items.set(key, { value, at: this.now() });
    if (this.#items.size > this.limit) {
      const oldest = this.#items.keys().next().value;
      if (oldest !== undefined) this.#items.delete(oldest);
    }
  }

  del(key: string): void {
    this.#items.delete(key);
  }

  flushAll(): void {
    this.#items.clear();
  }
}
