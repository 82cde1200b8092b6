import { and, asc, eq, sql } from 'drizzle-orm';
import { connections, prompts, queues } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { findFlowsNaming } from '../queue-integrations/queue-integrations.repository';

/** Queries on prompts. Every call runs inside the caller's tenant transaction. */

export type PromptRow = typeof prompts.$inferSelect;
export type PromptValues = Omit<typeof prompts.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;
export type PromptWithQueue = PromptRow & { queue: { id: number; name: string; color: string } | null };

const withQueue = {
  prompt: prompts,
  queue: { id: queues.id, name: queues.name, color: queues.color },
};
const toPromptWithQueue = (row: { prompt: PromptRow; queue: PromptWithQueue['queue'] }): PromptWithQueue => ({
  ...row.prompt,
  queue: row.queue,
});

/** Every prompt of the company with its queue, by name. */
export async function findPrompts(tx: Tx, companyId: number): Promise<PromptWithQueue[]> {
  const rows = await tx
    .select(withQueue)
    .from(prompts)
    .leftJoin(queues, eq(queues.id, prompts.queueId))
    .where(eq(prompts.companyId, companyId))
    .orderBy(asc(sql`lower(${prompts.name})`), asc(prompts.id));
  return rows.map(toPromptWithQueue);
}

/** One prompt of the company, or null; `lock` locks it for update (see deletePrompt). */
export async function findPrompt(tx: Tx, companyId: number, id: number, lock = false): Promise<PromptWithQueue | null> {
  const query = tx
    .select(withQueue)
    .from(prompts)
    .leftJoin(queues, eq(queues.id, prompts.queueId))
    .where(and(eq(prompts.companyId, companyId), eq(prompts.id, id)));
  const [row] = lock ? await query.for('update', { of: prompts }) : await query;
  return row ? toPromptWithQueue(row) : null;
}

export async function insertPrompt(tx: Tx, companyId: number, values: PromptValues): Promise<number> {
  const [row] = await tx
    .insert(prompts)
    .values({ ...values, companyId })
    .returning({ id: prompts.id });
  if (!row) throw new Error('prompt insert returned no row');
  return row.id;
}

export async function updatePromptRow(tx: Tx, companyId: number, id: number, values: PromptValues): Promise<void> {
  await tx
    .update(prompts)
    .set(values)
    .where(and(eq(prompts.companyId, companyId), eq(prompts.id, id)));
}

export async function deletePromptRow(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.delete(prompts).where(and(eq(prompts.companyId, companyId), eq(prompts.id, id)));
}

/** What names the prompt: connections, and the current graph of flows with an openai node naming it. */
export async function findPromptUsers(tx: Tx, companyId: number, id: number) {
  const rows = await tx
    .select({ id: connections.id })
    .from(connections)
    .where(and(eq(connections.companyId, companyId), eq(connections.promptId, id)));
  const flowIds = await findFlowsNaming(tx, companyId, { type: 'openai', field: 'promptId', id });
  return { connectionIds: rows.map((row) => row.id), flowIds };
}
