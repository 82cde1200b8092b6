import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { tenantIsolation } from './tenancy';

const flag = (name: string, fallback: 'enabled' | 'disabled' = 'disabled') =>
  varchar(name, { length: 10, enum: ['enabled', 'disabled'] })
    .notNull()
    .default(fallback);

/** Spec 1 §3 and spec 2 §3 User, with the defaults given there. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    name: varchar('name', { length: 50 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    profile: varchar('profile', { length: 10, enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    isSuper: boolean('super').notNull().default(false),
    profileImage: varchar('profile_image', { length: 255 }),
    startWork: varchar('start_work', { length: 5 }).notNull().default('00:00'),
    endWork: varchar('end_work', { length: 5 }).notNull().default('23:59'),
    farewellMessage: varchar('farewell_message', { length: 2000 }),
    allTicket: flag('all_ticket'),
    allowGroup: boolean('allow_group').notNull().default(false),
    defaultTheme: varchar('default_theme', { length: 5, enum: ['light', 'dark'] })
      .notNull()
      .default('light'),
    defaultMenu: varchar('default_menu', { length: 6, enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    allHistoric: flag('all_historic'),
    allUserChat: flag('all_user_chat'),
    userClosePendingTicket: flag('user_close_pending_ticket', 'enabled'),
    showDashboard: flag('show_dashboard'),
    allowRealTime: flag('allow_real_time'),
    allowConnections: flag('allow_connections'),
    defaultTicketsManagerWidth: integer('default_tickets_manager_width').notNull().default(1100),
    whatsappId: integer('whatsapp_id'),
    online: boolean('online').notNull().default(false),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    // Logins look a user up by e-mail across companies: one account per address.
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_company_name_idx').on(table.companyId, table.name),
    tenantIsolation(),
  ],
).enableRLS();
