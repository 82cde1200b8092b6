import { and, asc, eq, sql } from 'drizzle-orm';
import { queues } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** Queries on queues. Every call runs inside the caller's tenant transaction (RLS scopes the company). */

export type QueueRow = typeof queues.$inferSelect;
export type NewQueueRow = typeof queues.$inferInsert;
export type QueuePatch = Partial<Omit<NewQueueRow, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>>;

export async function findQueues(tx: Tx, companyId: number): Promise<QueueRow[]> {
  return tx
    .select()
    .from(queues)
    .where(eq(queues.companyId, companyId))
    .orderBy(sql`${queues.orderQueue} asc nulls last`, asc(queues.name), asc(queues.id));
}

export async function findQueue(tx: Tx, companyId: number, queueId: number): Promise<QueueRow | null> {
  const [row] = await tx
    .select()
    .from(queues)
    .where(and(eq(queues.companyId, companyId), eq(queues.id, queueId)));
  return row ?? null;
}

export async function insertQueue(tx: Tx, values: NewQueueRow): Promise<QueueRow> {
  const [row] = await tx.insert(queues).values(values).returning();
  if (!row) throw new Error('queue insert returned no row');
  return row;
}

export async function updateQueueRow(tx: Tx, companyId: number, queueId: number, patch: QueuePatch) {
  const [row] = await tx
    .update(queues)
    .set(patch)
    .where(and(eq(queues.companyId, companyId), eq(queues.id, queueId)))
    .returning();
  return row ?? null;
}

/** Deletes the queue; its user links go with it (foreign key cascade). Answers whether it existed. */
export async function deleteQueueRow(tx: Tx, companyId: number, queueId: number): Promise<boolean> {
  const rows = await tx
    .delete(queues)
    .where(and(eq(queues.companyId, companyId), eq(queues.id, queueId)))
    .returning({ id: queues.id });
  return rows.length > 0;
}
