import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { contacts } from './contacts';
import { tenantIsolation } from './tenancy';

/** Spec 1 §3 Tag: kanban 0 is a contact tag, 1 a kanban lane (spec 3). */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    color: varchar('color', { length: 9 }).notNull(),
    kanban: smallint('kanban').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
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
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
