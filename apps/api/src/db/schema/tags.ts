import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { contacts } from './contacts';
import { tenantIsolation } from './tenancy';

/** Spec 1 §3 Tag: kanban 0 is a contact tag, 1 a kanban lane (spec 3). */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    name: varchar('name', { length: 60 }).notNull(),
    color: varchar('color', { length: 9 }).notNull(),
    kanban: smallint('kanban').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    // One 'VIP' per company and kind, whatever the case: sync-by-name relies on it to find-or-create.
    uniqueIndex('tags_company_name_kanban_unique').on(table.companyId, sql`lower(${table.name})`, table.kanban),
    tenantIsolation(),
  ],
).enableRLS();

/** Which tags a contact carries. */
export const contactTags = pgTable(
  'contact_tags',
  {
    companyId: companyIdColumn(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.contactId, table.tagId] }),
    index('contact_tags_company_tag_idx').on(table.companyId, table.tagId),
    tenantIsolation(),
  ],
).enableRLS();
