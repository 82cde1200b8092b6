import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { tenantIsolation } from './tenancy';
import { users } from './users';

/** Spec 3 §3 File list: a named set of files a chatbot option (type file) sends with its message. */
export const fileLists = pgTable(
  'file_lists',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    message: text('message').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('file_lists_company_name_idx').on(table.companyId, table.name), tenantIsolation()],
).enableRLS();

/** One file of a list (spec 3 §3 "options": name, path, mediaType). `path` is the stored file name. */
export const fileListOptions = pgTable(
  'file_list_options',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    fileListId: integer('file_list_id')
      .notNull()
      .references(() => fileLists.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    path: varchar('path', { length: 255 }).notNull().default(''),
    mediaType: varchar('media_type', { length: 100 }).notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('file_list_options_company_list_idx').on(table.companyId, table.fileListId), tenantIsolation()],
).enableRLS();
