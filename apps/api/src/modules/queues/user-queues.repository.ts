import type { QueueRef } from '@chatdesk/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queues, userQueues } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** Queries on user_queues, the queues each user attends. Run inside a tenant transaction. */

const queueOrder = [sql`${queues.orderQueue} asc nulls last`, asc(queues.name), asc(queues.id)];

/** Each user's queues ({id, name, color}) in the queue list's order; users without queues are absent. */
export async function findQueueRefsOfUsers(tx: Tx, userIds: readonly number[]): Promise<Map<number, QueueRef[]>> {
  const byUser = new Map<number, QueueRef[]>();
  if (userIds.length === 0) return byUser;
  const rows = await tx
    .select({ userId: userQueues.userId, id: queues.id, name: queues.name, color: queues.color })
    .from(userQueues)
    .innerJoin(queues, eq(queues.id, userQueues.queueId))
    .where(inArray(userQueues.userId, [...userIds]))
    .orderBy(...queueOrder);
  for (const { userId, ...queue } of rows) {
    const list = byUser.get(userId) ?? [];
    list.push(queue);
    byUser.set(userId, list);
  }
  return byUser;
}

export async function findQueueRefsOfUser(tx: Tx, userId: number): Promise<QueueRef[]> {
  return (await findQueueRefsOfUsers(tx, [userId])).get(userId) ?? [];
}

export async function findQueueIdsOfUser(tx: Tx, userId: number): Promise<number[]> {
  const rows = await tx.select({ id: userQueues.queueId }).from(userQueues).where(eq(userQueues.userId, userId));
  return rows.map((row) => row.id);
}

/**
 * Which of `queueIds` are queues of the company. Foreign keys ignore row-level security, so
 * a link to another company's queue would insert fine: callers must check ids here first.
 */
export async function findCompanyQueueIds(tx: Tx, companyId: number, queueIds: readonly number[]): Promise<number[]> {
  if (queueIds.length === 0) return [];
  const rows = await tx
    .select({ id: queues.id })
    .from(queues)
    .where(and(eq(queues.companyId, companyId), inArray(queues.id, [...queueIds])));
  return rows.map((row) => row.id);
}

/** Replaces the user's links with exactly `queueIds` (already checked to be the company's). */
export async function replaceUserQueues(tx: Tx, companyId: number, userId: number, queueIds: readonly number[]) {
  await tx.delete(userQueues).where(and(eq(userQueues.companyId, companyId), eq(userQueues.userId, userId)));
  if (queueIds.length === 0) return;
  await tx.insert(userQueues).values(queueIds.map((queueId) => ({ companyId, userId, queueId })));
}
