import type { ChatAnswer, ChatKey, ChatMessageAnswer } from '@chatdesk/contracts';
import { and, asc, desc, eq, gt, ilike, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { chatMessages, chats, chatUsers, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/like-pattern';

/** Queries on chats, chat_users and chat_messages. Every call runs inside the caller's tenant transaction. */

export type ChatRow = typeof chats.$inferSelect;

const keyCondition = (key: ChatKey) => (typeof key === 'number' ? eq(chats.id, key) : eq(chats.uuid, key));

/** Whether `userId` takes part in the chat the outer query reads. */
const participates = (companyId: number, userId: number) =>
  sql`exists (select 1 from ${chatUsers} where ${chatUsers.companyId} = ${companyId}
    and ${chatUsers.chatId} = ${chats.id} and ${chatUsers.userId} = ${userId})`;

/** The chat `key` names, if `userId` takes part in it (anything else reads as missing). */
export async function findParticipantChat(
  tx: Tx,
  companyId: number,
  userId: number,
  key: ChatKey,
  options: { lock?: boolean } = {},
): Promise<ChatRow | null> {
  const query = tx
    .select()
    .from(chats)
    .where(and(eq(chats.companyId, companyId), keyCondition(key), participates(companyId, userId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** One page of `userId`'s chats, most recently active first; one row more tells whether another page exists. */
export function findChatsPage(
  tx: Tx,
  companyId: number,
  userId: number,
  page: { search: string; limit: number; offset: number },
): Promise<ChatRow[]> {
  const conditions = [eq(chats.companyId, companyId), participates(companyId, userId)];
  if (page.search) conditions.push(ilike(chats.title, `%${escapeLike(page.search)}%`));
  return tx
    .select()
    .from(chats)
    .where(and(...conditions))
    .orderBy(desc(chats.updatedAt), desc(chats.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function countUnreadChats(tx: Tx, companyId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(chatUsers)
    .where(and(eq(chatUsers.companyId, companyId), eq(chatUsers.userId, userId), gt(chatUsers.unreads, 0)));
  return row?.count ?? 0;
}

/** The chats as answered: each with its participants (by name) and their unread counts. */
export async function answersOf(tx: Tx, companyId: number, rows: ChatRow[]): Promise<ChatAnswer[]> {
  if (rows.length === 0) return [];
  const participants = await tx
    .select({ chatId: chatUsers.chatId, userId: chatUsers.userId, unreads: chatUsers.unreads, name: users.name })
    .from(chatUsers)
    .innerJoin(users, eq(users.id, chatUsers.userId))
    .where(
      and(
        eq(chatUsers.companyId, companyId),
        inArray(
          chatUsers.chatId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    ownerId: row.ownerId,
    lastMessage: row.lastMessage,
    updatedAt: row.updatedAt.toISOString(),
    users: participants
      .filter((participant) => participant.chatId === row.id)
      .map(({ userId, unreads, name }) => ({ userId, unreads, user: { id: userId, name } })),
  }));
}

export async function answerOf(tx: Tx, companyId: number, row: ChatRow): Promise<ChatAnswer> {
  const [answer] = await answersOf(tx, companyId, [row]);
  return answer as ChatAnswer;
}

/** Which of `ids` are users of the company (row-level security hides the others too). */
export async function findCompanyUserIds(tx: Tx, companyId: number, ids: number[]): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
  return rows.map((row) => row.id);
}

export async function insertChat(tx: Tx, chat: { companyId: number; ownerId: number; title: string }) {
  const [row] = await tx.insert(chats).values(chat).returning();
  return row as ChatRow;
}

export async function updateChatTitle(tx: Tx, companyId: number, id: number, title: string) {
  const [row] = await tx
    .update(chats)
    .set({ title })
    .where(and(eq(chats.companyId, companyId), eq(chats.id, id)))
    .returning();
  return row as ChatRow;
}

export async function findParticipantIds(tx: Tx, companyId: number, chatId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: chatUsers.userId })
    .from(chatUsers)
    .where(and(eq(chatUsers.companyId, companyId), eq(chatUsers.chatId, chatId)));
  return rows.map((row) => row.userId);
}

/** Makes `userIds` the chat's participants: the others leave, newcomers start with no unreads. */
export async function setParticipants(tx: Tx, companyId: number, chatId: number, userIds: number[]) {
  await tx
    .delete(chatUsers)
    .where(
      and(eq(chatUsers.companyId, companyId), eq(chatUsers.chatId, chatId), notInArray(chatUsers.userId, userIds)),
    );
  await tx
    .insert(chatUsers)
    .values(userIds.map((userId) => ({ companyId, chatId, userId })))
    .onConflictDoNothing();
}

export async function deleteChatRow(tx: Tx, companyId: number, id: number) {
  await tx.delete(chats).where(and(eq(chats.companyId, companyId), eq(chats.id, id)));
}

/**
 * Stores a message and what it changes: the chat's last message and activity time, and one more
 * unread for every participant but the sender.
 */
export async function insertChatMessage(
  tx: Tx,
  message: { companyId: number; chatId: number; senderId: number; message: string },
) {
  const { companyId, chatId, senderId } = message;
  const [row] = await tx.insert(chatMessages).values(message).returning();
  const [chat] = await tx
    .update(chats)
    .set({ lastMessage: message.message })
    .where(and(eq(chats.companyId, companyId), eq(chats.id, chatId)))
    .returning();
  await tx
    .update(chatUsers)
    .set({ unreads: sql`${chatUsers.unreads} + 1` })
    .where(and(eq(chatUsers.companyId, companyId), eq(chatUsers.chatId, chatId), ne(chatUsers.userId, senderId)));
  return { message: row as typeof chatMessages.$inferSelect, chat: chat as ChatRow };
}

export async function clearUnreads(tx: Tx, companyId: number, chatId: number, userId: number) {
  await tx
    .update(chatUsers)
    .set({ unreads: 0 })
    .where(and(eq(chatUsers.companyId, companyId), eq(chatUsers.chatId, chatId), eq(chatUsers.userId, userId)));
}

const messageColumns = {
  id: chatMessages.id,
  chatId: chatMessages.chatId,
  senderId: chatMessages.senderId,
  senderName: users.name,
  message: chatMessages.message,
  createdAt: chatMessages.createdAt,
};
export interface MessageRow {
  id: number;
  chatId: number;
  senderId: number | null;
  senderName: string | null;
  message: string;
  createdAt: Date;
}

export const messageAnswerOf = (row: MessageRow): ChatMessageAnswer => ({
  id: row.id,
  chatId: row.chatId,
  senderId: row.senderId,
  sender: row.senderId !== null && row.senderName !== null ? { id: row.senderId, name: row.senderName } : null,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** One page of a chat's history, newest first; one row more tells whether older messages exist. */
export function findMessagesPage(
  tx: Tx,
  companyId: number,
  chatId: number,
  page: { limit: number; offset: number },
): Promise<MessageRow[]> {
  return tx
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(and(eq(chatMessages.companyId, companyId), eq(chatMessages.chatId, chatId)))
    .orderBy(desc(chatMessages.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}
