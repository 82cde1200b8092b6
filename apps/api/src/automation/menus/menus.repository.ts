import { and, asc, count, eq, isNull, lte, sql } from 'drizzle-orm';
import { chatbots, connectionQueues, fileListOptions, fileLists, queues, tickets } from '../../db/schema';
import { findQueue, type QueueRow } from '../../modules/queues/queues.repository';
import type { Tx } from '../../platform/db/database';
import type { BotTurn } from '../bot-turn';

export { findQueue, type QueueRow };
export type ChatbotOptionRow = typeof chatbots.$inferSelect;

/** The queues a connection offers, in the menu's order: the queues page's (orderQueue, unset last, then name). */
export function connectionMenuQueues(tx: Tx, companyId: number, connectionId: number): Promise<QueueRow[]> {
  return tx
    .select({ queue: queues })
    .from(connectionQueues)
    .innerJoin(queues, and(eq(queues.companyId, companyId), eq(queues.id, connectionQueues.queueId)))
    .where(and(eq(connectionQueues.companyId, companyId), eq(connectionQueues.whatsappId, connectionId)))
    .orderBy(sql`${queues.orderQueue} asc nulls last`, asc(queues.name), asc(queues.id))
    .then((rows) => rows.map((row) => row.queue));
}

/** The connection's menu queues, read once per round of turns (BotTurn.shared). */
export const menuQueuesOf = (turn: BotTurn): Promise<QueueRow[]> =>
  turn.shared(`menuQueues:${turn.connection.id}`, () =>
    connectionMenuQueues(turn.tx, turn.companyId, turn.connection.id),
  );

/** The options under `parentId` (null: the queue's top-level options), in the customer's numbering. */
export function childOptions(
  tx: Tx,
  companyId: number,
  queueId: number,
  parentId: number | null,
): Promise<ChatbotOptionRow[]> {
  return tx
    .select()
    .from(chatbots)
    .where(
      and(
        eq(chatbots.companyId, companyId),
        eq(chatbots.queueId, queueId),
        parentId === null ? isNull(chatbots.parentId) : eq(chatbots.parentId, parentId),
      ),
    )
    .orderBy(asc(chatbots.position), asc(chatbots.id));
}

export async function findOption(tx: Tx, companyId: number, optionId: number): Promise<ChatbotOptionRow | null> {
  const [row] = await tx
    .select()
    .from(chatbots)
    .where(and(eq(chatbots.companyId, companyId), eq(chatbots.id, optionId)));
  return row ?? null;
}

/** A file list with its files (in the order they were added). */
export async function findFileList(tx: Tx, companyId: number, fileListId: number) {
  const [list] = await tx
    .select()
    .from(fileLists)
    .where(and(eq(fileLists.companyId, companyId), eq(fileLists.id, fileListId)));
  if (!list) return null;
  const files = await tx
    .select()
    .from(fileListOptions)
    .where(and(eq(fileListOptions.companyId, companyId), eq(fileListOptions.fileListId, fileListId)))
    .orderBy(asc(fileListOptions.id));
  return { ...list, files };
}

/**
 * The ticket's place among the queue's pending tickets waiting for anyone (no user): those that
 * arrived before it, plus itself.
 */
export async function queuePosition(tx: Tx, companyId: number, queueId: number, ticketId: number): Promise<number> {
  const [row] = await tx
    .select({ ahead: count() })
    .from(tickets)
    .where(
      and(
        eq(tickets.companyId, companyId),
        eq(tickets.queueId, queueId),
        eq(tickets.status, 'pending'),
        isNull(tickets.userId),
        lte(tickets.id, ticketId),
      ),
    );
  return row?.ahead ?? 1;
}
