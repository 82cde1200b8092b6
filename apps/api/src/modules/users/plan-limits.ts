import { AppError } from '@chatdesk/contracts';
import { count, eq } from 'drizzle-orm';
import { companies, connections, plans, queues, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

export type PlanLimitedResource = 'users' | 'queues' | 'connections';
const tables = { users, queues, connections } as const;

/**
 * Refuses (ERR_PLAN_LIMIT_REACHED) one more row of `resource` when the company's plan is full.
 * The company row is locked FOR UPDATE first, so two concurrent creates in one company are
 * serialized and cannot both take the last slot; the lock ends with the caller's transaction.
 * A company without a plan has no slots (fail closed). Super users are the platform operator
 * and are not held to plans (callers pass `bypass`).
 */
export async function assertPlanAllowsAnother(
  tx: Tx,
  companyId: number,
  resource: PlanLimitedResource,
  options: { bypass: boolean },
): Promise<void> {
  const [company] = await tx
    .select({ limit: plans[resource] })
    .from(companies)
    .leftJoin(plans, eq(plans.id, companies.planId))
    .where(eq(companies.id, companyId))
    .for('update', { of: companies });
  if (options.bypass) return;
  const limit = company?.limit ?? 0;
  const table = tables[resource];
  const [used] = await tx.select({ total: count() }).from(table).where(eq(table.companyId, companyId));
  if ((used?.total ?? 0) >= limit) throw new AppError('ERR_PLAN_LIMIT_REACHED', { details: { resource, limit } });
}

/** Serializes writes that must see a stable set of the company's users (the last-admin rule). */
export async function lockCompany(tx: Tx, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}
