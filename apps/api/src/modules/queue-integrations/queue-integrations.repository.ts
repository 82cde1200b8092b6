import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { chatbots, connections, flows, queueIntegrations, queues } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/like-pattern';

/** Queries on queue integrations. Every call runs inside the caller's tenant transaction. */

export type QueueIntegrationRow = typeof queueIntegrations.$inferSelect;
export type QueueIntegrationValues = Omit<
  typeof queueIntegrations.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt'
>;

/** One page by name (then id), one row more than asked so the caller knows whether more follow. */
export async function findQueueIntegrationsPage(
  tx: Tx,
  companyId: number,
  query: { search: string; limit: number; offset: number },
): Promise<QueueIntegrationRow[]> {
  const search = query.search ? ilike(queueIntegrations.name, `%${escapeLike(query.search)}%`) : undefined;
  return tx
    .select()
    .from(queueIntegrations)
    .where(and(eq(queueIntegrations.companyId, companyId), search))
    .orderBy(asc(sql`lower(${queueIntegrations.name})`), asc(queueIntegrations.id))
    .limit(query.limit + 1)
    .offset(query.offset);
}

/**
 * One integration of the company, or null. `lock`: the row is locked for update, so references
 * written meanwhile (which take a key-share lock on it) wait for this transaction.
 */
export async function findQueueIntegration(
  tx: Tx,
  companyId: number,
  id: number,
  lock = false,
): Promise<QueueIntegrationRow | null> {
  const query = tx
    .select()
    .from(queueIntegrations)
    .where(and(eq(queueIntegrations.companyId, companyId), eq(queueIntegrations.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertQueueIntegration(
  tx: Tx,
  companyId: number,
  values: QueueIntegrationValues,
): Promise<QueueIntegrationRow> {
  const [row] = await tx
    .insert(queueIntegrations)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error('queue integration insert returned no row');
  return row;
}

export async function updateQueueIntegrationRow(
  tx: Tx,
  companyId: number,
  id: number,
  values: QueueIntegrationValues,
): Promise<QueueIntegrationRow | null> {
  const [row] = await tx
    .update(queueIntegrations)
    .set(values)
    .where(and(eq(queueIntegrations.companyId, companyId), eq(queueIntegrations.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteQueueIntegrationRow(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx
    .delete(queueIntegrations)
    .where(and(eq(queueIntegrations.companyId, companyId), eq(queueIntegrations.id, id)));
}

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

/**
 * What names the integration: queues, connections, chatbot options, and the current graph of
 * flows with a typebot node naming it (`typebotIntegration.integrationId`).
 */
export async function findIntegrationUsers(tx: Tx, companyId: number, id: number) {
  const queueIds = idsOf(
    await tx
      .select({ id: queues.id })
      .from(queues)
      .where(and(eq(queues.companyId, companyId), eq(queues.integrationId, id))),
  );
  const connectionIds = idsOf(
    await tx
      .select({ id: connections.id })
      .from(connections)
      .where(and(eq(connections.companyId, companyId), eq(connections.integrationId, id))),
  );
  const chatbotIds = idsOf(
    await tx
      .select({ id: chatbots.id })
      .from(chatbots)
      .where(and(eq(chatbots.companyId, companyId), eq(chatbots.optIntegrationId, id))),
  );
  const flowIds = await findFlowsNaming(tx, companyId, { type: 'typebot', field: 'integrationId', id });
  return { queueIds, connectionIds, chatbotIds, flowIds };
}

/** Flows whose current graph has a `type` node whose `typebotIntegration[field]` is `id`. */
export async function findFlowsNaming(
  tx: Tx,
  companyId: number,
  node: { type: 'typebot' | 'openai'; field: 'integrationId' | 'promptId'; id: number },
): Promise<number[]> {
  const pattern = JSON.stringify({
    nodes: [{ type: node.type, data: { typebotIntegration: { [node.field]: node.id } } }],
  });
  const rows = await tx
    .select({ id: flows.id })
    .from(flows)
    .where(and(eq(flows.companyId, companyId), sql`${flows.graph} @> ${pattern}::jsonb`))
    .orderBy(asc(flows.id));
  return idsOf(rows);
}

/** Whether any of the lists is non-empty. */
export const anyUser = (users: Record<string, number[]>) => Object.values(users).some((ids) => ids.length > 0);
