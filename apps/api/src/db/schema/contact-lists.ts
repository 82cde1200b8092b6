import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { tenantIsolation } from './tenancy';

/** Spec 3 §3 ContactList: a named set of recipients for campaigns; contactsCount is counted from its items. */
export const contactLists = pgTable(
  'contact_lists',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    name: varchar('name', { length: 50 }).notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('contact_lists_company_name_idx').on(table.companyId, table.name, table.id), tenantIsolation()],
).enableRLS();

/**
 * Spec 3 §3 ContactListItem: one recipient of a list. The number is stored normalised (digits only),
 * once per list. isWhatsappValid is null until a connection's driver has been asked.
 */
export const contactListItems = pgTable(
  'contact_list_items',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    contactListId: integer('contact_list_id')
      .notNull()
      .references(() => contactLists.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    number: varchar('number', { length: 50 }).notNull(),
    email: varchar('email', { length: 255 }),
    isWhatsappValid: boolean('is_whatsapp_valid'),
    whatsappCheckedAt: timestamp('whatsapp_checked_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('contact_list_items_list_number_idx').on(table.contactListId, table.number),
    // The items page lists and searches one list's items by name.
    index('contact_list_items_company_list_name_idx').on(table.companyId, table.contactListId, table.name, table.id),
    // The validity check works through the items not yet checked.
    index('contact_list_items_unchecked_idx')
      .on(table.companyId, table.contactListId, table.id)
      .where(sql`${table.whatsappCheckedAt} is null`),
    tenantIsolation(),
  ],
).enableRLS();
