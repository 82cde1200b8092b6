import type { ConnectionChannel } from '@chatdesk/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { connectionQueues, connections, queues } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';

/** Queries on connections (`whatsapps`) and their queue links. Run inside a tenant transaction. */

export type ConnectionRow = typeof connections.$inferSelect;
export type NewConnectionRow = typeof connections.$inferInsert;
export type ConnectionPatch = Partial<Omit<NewConnectionRow, 'id' | 'companyId' | 'channel' | 'createdAt'>>;
export interface ConnectionQueueRef {
  id: number;
  name: string;
  color: string;
}

const queueOrder = [sql`${queues.orderQueue} asc nulls last`, asc(queues.name), asc(queues.id)];

export async function findConnections(
  tx: Tx,
  companyId: number,
  filter: { channel?: ConnectionChannel } = {},
): Promise<ConnectionRow[]> {
  const conditions = [eq(connections.companyId, companyId)];
  if (filter.channel) conditions.push(eq(connections.channel, filter.channel));
  return tx
    .select()
    .from(connections)
    .where(and(...conditions))
    .orderBy(asc(connections.name), asc(connections.id));
}

export async function findConnection(tx: Tx, companyId: number, id: number): Promise<ConnectionRow | null> {
  // Prepared: the sandbox reads it for every simulated edit and delete, and many routes before their work.
  const [row] = await prepared(tx, 'connection_by_id', connectionQuery).execute({ companyId, id });
  return row ?? null;
}

const connectionQuery = (tx: Tx) =>
  tx
    .select()
    .from(connections)
    .where(and(eq(connections.companyId, sql.placeholder('companyId')), eq(connections.id, sql.placeholder('id'))));

/** Each connection's queues in the queue list's order; connections without queues are absent. */
export async function findQueuesOfConnections(
  tx: Tx,
  connectionIds: readonly number[],
): Promise<Map<number, ConnectionQueueRef[]>> {
  const byConnection = new Map<number, ConnectionQueueRef[]>();
  if (connectionIds.length === 0) return byConnection;
  const rows = await tx
    .select({ connectionId: connectionQueues.whatsappId, id: queues.id, name: queues.name, color: queues.color })
    .from(connectionQueues)
    .innerJoin(queues, eq(queues.id, connectionQueues.queueId))
    .where(inArray(connectionQueues.whatsappId, [...connectionIds]))
    .orderBy(...queueOrder);
  for (const { connectionId, ...queue } of rows) {
    const list = byConnection.get(connectionId) ?? [];
    list.push(queue);
    byConnection.set(connectionId, list);
  }
  return byConnection;
}

export async function replaceConnectionQueues(tx: Tx, companyId: number, connectionId: number, queueIds: number[]) {
  await tx.delete(connectionQueues).where(eq(connectionQueues.whatsappId, connectionId));
  if (queueIds.length === 0) return;
  await tx
    .insert(connectionQueues)
    .values(queueIds.map((queueId) => ({ companyId, whatsappId: connectionId, queueId })));
}

export async function countConnections(tx: Tx, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(connections)
    .where(eq(connections.companyId, companyId));
  return row?.total ?? 0;
}

export async function insertConnection(tx: Tx, values: NewConnectionRow): Promise<ConnectionRow> {
  const [row] = await tx.insert(connections).values(values).returning();
  if (!row) throw new Error('connection insert returned no row');
  return row;
}

export async function updateConnectionRow(tx: Tx, companyId: number, id: number, patch: ConnectionPatch) {
  const [row] = await tx
    .update(connections)
    .set(patch)
    .where(and(eq(connections.companyId, companyId), eq(connections.id, id)))
    .returning();
  return row ?? null;
}

/** Makes `id` the company's only default connection. Answers the ids that stopped being default. */
export async function clearOtherDefaults(tx: Tx, companyId: number, id: number): Promise<number[]> {
  const rows = await tx
    .update(connections)
    .set({ isDefault: false })
    .where(and(eq(connections.companyId, companyId), ne(connections.id, id), eq(connections.isDefault, true)))
    .returning({ id: connections.id });
  return rows.map((row) => row.id);
}

/** Deletes the connection; its queue links and tickets go with it (foreign key cascade). */
export async function deleteConnectionRow(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.delete(connections).where(and(eq(connections.companyId, companyId), eq(connections.id, id)));
}
