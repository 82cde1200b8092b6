import type { Database } from '../../platform/db/database';
import { assertPlanHasKanban } from '../tags/tag-rules';

/**
 * The plan's useKanban for the board call, remembered for a few seconds per company: every user
 * watching a board asks again after each change, and the plans table moves no cache version. A
 * plan that loses the flag refuses the board within `ttlMs`; the check itself throws the error.
 */
export class KanbanPlanCheck {
  readonly #allowedAt = new Map<number, number>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 10_000,
    private readonly now = () => Date.now(),
  ) {}

  async assert(companyId: number): Promise<void> {
    const at = this.#allowedAt.get(companyId);
    if (at !== undefined && this.now() - at < this.ttlMs) return;
    this.#allowedAt.delete(companyId);
    await this.db.tenant(companyId).transaction((tx) => assertPlanHasKanban(tx, companyId));
    this.#allowedAt.set(companyId, this.now());
  }
}
