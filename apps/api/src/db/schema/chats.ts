import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { tenantIsolation } from './tenancy';
import { users } from './users';

/**
 * Spec 3 §3 Chat: an internal conversation between users of one company. The owner (its
 * creator) alone edits or deletes it; a deleted owner leaves the chat to its other participants.
 * `lastMessage` and `updatedAt` follow the newest message, so lists sort by activity.
 */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    title: varchar('title', { length: 100 }).notNull(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    lastMessage: text('last_message').notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [uniqueIndex('chats_company_uuid_unique').on(table.companyId, table.uuid), tenantIsolation()],
).enableRLS();

/** Spec 3 §3 ChatUser: a participant with their count of messages not yet read. */
export const chatUsers = pgTable(
  'chat_users',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unreads: integer('unreads').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('chat_users_company_chat_user_unique').on(table.companyId, table.chatId, table.userId),
    // A user's chats (the list, the unread dot) are read from this side.
    index('chat_users_company_user_idx').on(table.companyId, table.userId),
    tenantIsolation(),
  ],
).enableRLS();

/** Spec 3 §3 ChatMessage: what a participant wrote; the sender is kept null when the user is deleted. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    // History pages read a chat's messages newest first.
    index('chat_messages_company_chat_id_idx').on(table.companyId, table.chatId, sql`${table.id} desc`),
    tenantIsolation(),
  ],
).enableRLS();
