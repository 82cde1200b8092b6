import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { companies } from './companies';
import { tenantIsolation } from './tenancy';
import { users } from './users';

/**
 * Spec 3 §3 Announcement: the platform operator's notice to every user of every company. Global
 * (no tenant policy): every company reads the active ones. `company_id` is the author's company,
 * whose media folder holds the picture.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    text: text('text').notNull(),
    /** 1 high, 2 medium, 3 low. */
    priority: smallint('priority').notNull().default(3),
    status: boolean('status').notNull().default(true),
    /** `/public/{companyId}/{name}` of the picture. */
    mediaPath: varchar('media_path', { length: 255 }),
    mediaName: varchar('media_name', { length: 255 }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check('announcements_priority_range', sql`${table.priority} between 1 and 3`),
    // Users read the active ones by priority, then newest first.
    index('announcements_active_priority_idx').on(table.priority, table.id).where(sql`${table.status}`),
  ],
);

/** Who opened which announcement: the top bar counts the rest as unread. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    companyId: companyIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId, table.announcementId] }),
    // Deleting an announcement removes its reads through this foreign key.
    index('announcement_reads_announcement_idx').on(table.announcementId),
    tenantIsolation(),
  ],
).enableRLS();
