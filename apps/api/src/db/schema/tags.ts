import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { contacts } from './contacts';
import { tenantIsolation } from './tenancy';

/**
 * Spec 1 §3 Tag: kanban 0 is a contact tag, 1 a kanban lane (spec 3). A lane's next and rollback
 * lanes are lanes of the same company (checked by the use cases: foreign keys ignore row-level
 * security); deleting a lane clears the pointers to it.
 */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    name: varchar('name', { length: 60 }).notNull(),
    color: varchar('color', { length: 9 }).notNull(),
    kanban: smallint('kanban').notNull().default(0),
    /** Hours a ticket may stay in the lane before it moves to nextLaneId; 0: no limit. */
    timeLane: integer('time_lane').notNull().default(0),
    nextLaneId: integer('next_lane_id').references((): AnyPgColumn => tags.id, { onDelete: 'set null' }),
    rollbackLaneId: integer('rollback_lane_id').references((): AnyPgColumn => tags.id, { onDelete: 'set null' }),
    greetingMessageLane: text('greeting_message_lane'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    // One 'VIP' per company and kind, whatever the case: sync-by-name relies on it to find-or-create.
    uniqueIndex('tags_company_name_kanban_unique').on(table.companyId, sql`lower(${table.name})`, table.kanban),
    check('tags_lane_not_self', sql`${table.nextLaneId} <> ${table.id} and ${table.rollbackLaneId} <> ${table.id}`),
    check('tags_time_lane_range', sql`${table.timeLane} between 0 and 8760`),
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
