import { type PlanFeature, type PlanFlags, planFeatures } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import { companies, plans } from '../../db/schema';
import type { Database } from '../db/database';
import { LruMap } from '../lru-map';

interface KeptFlags {
  version: number;
  flags: Promise<PlanFlags | null>;
}

const flagColumns = Object.fromEntries(planFeatures.map((feature) => [feature, plans[feature]])) as {
  [F in PlanFeature]: (typeof plans)[F];
};

/**
 * Each company's plan flags, kept under the company's version (platform/db/company-changes.ts)
 * read before them: editing a plan moves the version of every company on it, and a company's
 * change of plan its own (migration 0034), so a plan-gated request costs no query while nothing
 * changed, and a change applies at once, in every process. While changes may go unheard (version
 * null) every call reads. A company without a plan has no flags (null).
 */
export class PlanFeatures {
  readonly #db: Database;
  readonly #kept: LruMap<KeptFlags>;

  constructor(db: Database, capacity = 10_000) {
    this.#db = db;
    this.#kept = new LruMap(capacity);
  }

  async allows(companyId: number, feature: PlanFeature): Promise<boolean> {
    return (await this.#flagsOf(companyId))?.[feature] === true;
  }

  #flagsOf(companyId: number): Promise<PlanFlags | null> {
    const version = this.#db.changes.version(companyId);
    if (version === null) return this.#read(companyId);
    const key = String(companyId);
    const kept = this.#kept.get(key);
    if (kept?.version === version) return kept.flags;
    const fresh: KeptFlags = { version, flags: this.#read(companyId) };
    this.#kept.set(key, fresh);
    // A failed read is not kept: the next call reads again.
    fresh.flags.catch(() => {
      if (this.#kept.get(key) === fresh) this.#kept.delete(key);
    });
    return fresh.flags;
  }

  async #read(companyId: number): Promise<PlanFlags | null> {
    const [row] = await this.#db
      .tenant(companyId)
      .transaction((tx) =>
        tx
          .select(flagColumns)
          .from(companies)
          .leftJoin(plans, eq(plans.id, companies.planId))
          .where(eq(companies.id, companyId)),
      );
    if (!row || planFeatures.some((feature) => row[feature] === null)) return null;
    return row as PlanFlags;
  }
}
