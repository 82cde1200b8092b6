import { contactChannels } from '@chatdesk/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { connections } from './connections';
import { tenantIsolation } from './tenancy';
import { users } from './users';

/**
 * Spec 1 §3 and spec 2 §3 Contact. `number` is digits for the phone channels, the channel's own
 * id (page-scoped id, widget visitor id, group id) for the others. `active` false is blocked.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    name: varchar('name', { length: 250 }).notNull(),
    number: varchar('number', { length: 50 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    channel: varchar('channel', { length: 20, enum: contactChannels }).notNull().default('whatsapp'),
    isGroup: boolean('is_group').notNull().default(false),
    active: boolean('active').notNull().default(true),
    disableBot: boolean('disable_bot').notNull().default(false),
    acceptAudioMessage: boolean('accept_audio_message').notNull().default(true),
    lgpdAcceptedAt: timestamp('lgpd_accepted_at', { withTimezone: true }),
    urlPicture: varchar('url_picture', { length: 1000 }),
    /** The connection the contact last talked through. */
    whatsappId: integer('whatsapp_id').references(() => connections.id, { onDelete: 'set null' }),
    /** The contact's wallet owner: with DirectTicketsToWallets their new tickets go to this user. */
    walletUserId: integer('wallet_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    // ERR_DUPLICATED_CONTACT is this constraint: concurrent creates (form, import, inbound) race on it.
    uniqueIndex('contacts_company_channel_number_unique').on(table.companyId, table.channel, table.number),
    // The contacts page's order (name, id) for its pages.
    index('contacts_company_name_idx').on(table.companyId, table.name, table.id),
    // The dashboard's leads: the contacts created in a period.
    index('contacts_company_created_idx').on(table.companyId, table.createdAt),
    // Accent- and case-insensitive substring search (btree_gin lets company_id lead a GIN index).
    index('contacts_company_name_trgm_idx').using(
      'gin',
      table.companyId,
      sql`public.f_unaccent(lower(${table.name})) gin_trgm_ops`,
    ),
    index('contacts_company_number_trgm_idx').using('gin', table.companyId, sql`${table.number} gin_trgm_ops`),
    tenantIsolation(),
  ],
).enableRLS();

/** Spec 1 §3 Contact extraInfo: free name/value pairs shown in the contact drawer. */
export const contactExtraInfo = pgTable(
  'contact_extra_info',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    value: text('value').notNull().default(''),
  },
  (table) => [index('contact_extra_info_company_contact_idx').on(table.companyId, table.contactId), tenantIsolation()],
).enableRLS();
