import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { tenantIsolation } from './tenancy';
import { users } from './users';

/**
 * Spec 3 §3 QuickMessage: a canned answer an attendant inserts with '/shortcode'. `geral` makes
 * it everyone's (any user uses and edits it), `visao` lets others use it without editing it;
 * with neither only its owner sees it. The owner is kept null when the user is deleted, so the
 * company's shared replies survive their author.
 */
export const quickMessages = pgTable(
  'quick_messages',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    shortcode: varchar('shortcode', { length: 100 }).notNull(),
    message: text('message').notNull().default(''),
    geral: boolean('geral').notNull().default(false),
    visao: boolean('visao').notNull().default(true),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `/public/{companyId}/{name}` of the attachment, sent with the text as its caption. */
    mediaPath: varchar('media_path', { length: 255 }),
    /** The uploader's file name, shown in the list and used when the attachment is sent. */
    mediaName: varchar('media_name', { length: 255 }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    // A user never has two replies answering the same '/shortcode' (case-insensitive); two users may,
    // since one's private reply is invisible to the other.
    uniqueIndex('quick_messages_company_user_shortcode_unique').on(
      table.companyId,
      table.userId,
      sql`lower(${table.shortcode})`,
    ),
    // The list and the composer's '/list' read a company's replies in shortcode order.
    index('quick_messages_company_shortcode_idx').on(table.companyId, sql`lower(${table.shortcode})`, table.id),
    tenantIsolation(),
  ],
).enableRLS();
