import { chatbotOptionTypes } from '@chatdesk/contracts';
import { type AnyPgColumn, boolean, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { fileLists } from './file-lists';
import { queueIntegrations } from './integrations';
import { queues } from './queues';
import { tenantIsolation } from './tenancy';
import { users } from './users';

/**
 * Spec 2 §3 Chatbot option: one node of a queue's option tree. Top-level options have `parentId`
 * null; `position` orders siblings (the customer answers with its 1-based rank).
 */
export const chatbots = pgTable(
  'chatbots',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    queueId: integer('queue_id')
      .notNull()
      .references(() => queues.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => chatbots.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: varchar('name', { length: 100 }).notNull(),
    greetingMessage: text('greeting_message').notNull().default(''),
    queueType: varchar('queue_type', { length: 20, enum: chatbotOptionTypes }).notNull().default('text'),
    closeTicket: boolean('close_ticket').notNull().default(false),
    optQueueId: integer('opt_queue_id').references(() => queues.id, { onDelete: 'set null' }),
    optUserId: integer('opt_user_id').references(() => users.id, { onDelete: 'set null' }),
    optIntegrationId: integer('opt_integration_id').references(() => queueIntegrations.id, { onDelete: 'set null' }),
    optFileId: integer('opt_file_id').references(() => fileLists.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('chatbots_company_queue_parent_idx').on(table.companyId, table.queueId, table.parentId, table.position),
    index('chatbots_company_parent_idx').on(table.companyId, table.parentId),
    tenantIsolation(),
  ],
).enableRLS();
