import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { chatbots } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** Queries on chatbot options. Every call runs inside the caller's tenant transaction. */

export type ChatbotRow = typeof chatbots.$inferSelect;
export type NewChatbotRow = typeof chatbots.$inferInsert;
export type ChatbotPatch = Partial<Omit<NewChatbotRow, 'id' | 'companyId' | 'queueId' | 'parentId' | 'createdAt'>>;

/** Every option of a queue, siblings by position then id (the order the customer sees). */
export async function findQueueOptions(tx: Tx, companyId: number, queueId: number): Promise<ChatbotRow[]> {
  return tx
    .select()
    .from(chatbots)
    .where(and(eq(chatbots.companyId, companyId), eq(chatbots.queueId, queueId)))
    .orderBy(asc(chatbots.position), asc(chatbots.id));
}

export async function findOption(tx: Tx, companyId: number, id: number): Promise<ChatbotRow | null> {
  const [row] = await tx
    .select()
    .from(chatbots)
    .where(and(eq(chatbots.companyId, companyId), eq(chatbots.id, id)));
  return row ?? null;
}

/** The rank after the last sibling under `parentId` (null: the queue's top level). */
export async function nextPosition(tx: Tx, companyId: number, queueId: number, parentId: number | null) {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${chatbots.position}) + 1, 0)::int` })
    .from(chatbots)
    .where(
      and(
        eq(chatbots.companyId, companyId),
        eq(chatbots.queueId, queueId),
        parentId === null ? isNull(chatbots.parentId) : eq(chatbots.parentId, parentId),
      ),
    );
  return row?.next ?? 0;
}

export async function hasSubOptions(tx: Tx, companyId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: chatbots.id })
    .from(chatbots)
    .where(and(eq(chatbots.companyId, companyId), eq(chatbots.parentId, id)))
    .limit(1);
  return row !== undefined;
}

export async function insertOption(tx: Tx, values: NewChatbotRow): Promise<ChatbotRow> {
  const [row] = await tx.insert(chatbots).values(values).returning();
  if (!row) throw new Error('chatbot insert returned no row');
  return row;
}

export async function updateOptionRow(tx: Tx, companyId: number, id: number, patch: ChatbotPatch) {
  const [row] = await tx
    .update(chatbots)
    .set(patch)
    .where(and(eq(chatbots.companyId, companyId), eq(chatbots.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes the option; its sub-options go with it (parent foreign key cascade). */
export async function deleteOptionRow(tx: Tx, companyId: number, id: number): Promise<ChatbotRow | null> {
  const [row] = await tx
    .delete(chatbots)
    .where(and(eq(chatbots.companyId, companyId), eq(chatbots.id, id)))
    .returning();
  return row ?? null;
}
