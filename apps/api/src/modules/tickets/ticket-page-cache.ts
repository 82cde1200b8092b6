import type { CompanyChanges } from '../../platform/db/company-changes';
import type { JsonBytes } from '../../platform/http/json-bytes';
import { LruMap } from '../../platform/lru-map';

interface CachedPage {
  version: number;
  body: Promise<JsonBytes>;
}

/**
 * Ticket list pages as sent (JSON, UTF-8 encoded and compressed once), kept per company and key (the caller and the query) under
 * the company's version (company-changes.ts) read before computing them, and served while that
 * version is current: the same page asked again — every attendant's list refetch, many clients on
 * one tab — costs no database work until something the page is made of changes.
 *
 * Concurrent asks of one page share its computation. A failed one is forgotten. The least
 * recently used pages leave beyond `capacity` (a page of 40 tickets is about 40 kB).
 */
export class TicketPageCache {
  readonly #changes: CompanyChanges;
  readonly #pages: LruMap<CachedPage>;

  constructor(changes: CompanyChanges, capacity = 1000) {
    this.#changes = changes;
    this.#pages = new LruMap(capacity);
  }

  page(companyId: number, key: string, compute: () => Promise<JsonBytes>): Promise<JsonBytes> {
    const version = this.#changes.version(companyId);
    if (version === null) return compute();
    const cacheKey = `${companyId}:${key}`;
    const cached = this.#pages.get(cacheKey);
    if (cached?.version === version) return cached.body;
    const fresh: CachedPage = { version, body: compute() };
    this.#pages.set(cacheKey, fresh);
    fresh.body.catch(() => {
      if (this.#pages.get(cacheKey) === fresh) this.#pages.delete(cacheKey);
    });
    return fresh.body;
  }
}
