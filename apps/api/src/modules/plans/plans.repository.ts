import { asc, eq } from 'drizzle-orm';
import { plans } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** Queries on the global plans table (system executor: plans belong to no tenant). */

export type PlanRow = typeof plans.$inferSelect;
export type PlanValues = Omit<typeof plans.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function listPlanRows(tx: Tx, options: { publicOnly: boolean }): Promise<PlanRow[]> {
  const query = tx.select().from(plans);
  return (options.publicOnly ? query.where(eq(plans.isPublic, true)) : query).orderBy(asc(plans.amount), asc(plans.id));
}

export async function insertPlan(tx: Tx, values: PlanValues): Promise<PlanRow> {
  const [row] = await tx.insert(plans).values(values).returning();
  if (!row) throw new Error('plan insert returned no row');
  return row;
}

export async function updatePlanRow(tx: Tx, id: number, values: PlanValues): Promise<PlanRow | null> {
  const [row] = await tx
    .update(plans)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(plans.id, id))
    .returning();
  return row ?? null;
}

export async function deletePlanRow(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.delete(plans).where(eq(plans.id, id)).returning({ id: plans.id });
  return rows.length > 0;
}
