import type { TicketAnswer } from '@chatdesk/contracts';
import type { CompanyChanges } from '../../platform/db/company-changes';
import { LruMap } from '../../platform/lru-map';

interface KeptAnswer {
  version: number;
  answer: TicketAnswer;
}

/**
 * Tickets' answers as stored (numbers unmasked), kept per company and ticket under the company's
 * version (company-changes.ts) read before they were loaded, and used while it is current. A
 * search walks the newest tickets first, so its results are mostly the same recent tickets from
 * one search to the next: their answers (contact, queue, user, connection, tags, rating: most of a
 * search page's database work) are read once per version, not once per search.
 * The least recently used leave beyond `capacity` (an answer is ~1 kB).
 */
export class TicketAnswerCache {
  readonly #changes: CompanyChanges;
  readonly #kept: LruMap<KeptAnswer>;

  constructor(changes: CompanyChanges, capacity = 10_000) {
    this.#changes = changes;
    this.#kept = new LruMap(capacity);
  }

  /** The version to read answers under: read it before the transaction that loads them. */
  version(companyId: number): number | null {
    return this.#changes.version(companyId);
  }

  /**
   * The answers of `ids`, in that order (missing tickets skipped): those kept under `version`
   * from memory, the others through `load` (which answers as stored), then kept.
   */
  async answers(
    companyId: number,
    version: number | null,
    ids: readonly number[],
    load: (ids: number[]) => Promise<TicketAnswer[]>,
  ): Promise<TicketAnswer[]> {
    if (version === null) return load([...ids]);
    const found = new Map<number, TicketAnswer>();
    for (const id of ids) {
      const kept = this.#kept.get(`${companyId}:${id}`);
      if (kept?.version === version) found.set(id, kept.answer);
    }
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      for (const answer of await load(missing)) {
        found.set(answer.id, answer);
        this.#kept.set(`${companyId}:${answer.id}`, { version, answer });
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }
}
