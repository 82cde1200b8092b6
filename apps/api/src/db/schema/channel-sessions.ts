import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, updatedAtColumn } from './columns';
import { connections } from './connections';
import { tenantIsolation } from './tenancy';

/**
 * The WhatsApp Web (Baileys) session of a connection, kept in PostgreSQL instead of files so any
 * process can resume it: one row for the credentials (`keyType` 'creds', `keyId` ''), one per Signal
 * key (pre-key, session, sender-key, app-state-sync-key...) and one per known LID -> phone mapping.
 * `value` is the Baileys value serialised with BufferJSON (buffers as base64). Every row of a
 * connection is dropped on logout and before a new QR code.
 */
export const whatsappAuthKeys = pgTable(
  'whatsapp_auth_keys',
  {
    companyId: companyIdColumn(),
    whatsappId: integer('whatsapp_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    keyType: varchar('key_type', { length: 40 }).notNull(),
    keyId: text('key_id').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.whatsappId, table.keyType, table.keyId] }),
    index('whatsapp_auth_keys_company_idx').on(table.companyId),
    tenantIsolation(),
  ],
).enableRLS();

/**
 * Which process runs a connection's live session (platform table, no tenant): a holder keeps its
 * lease by renewing `expiresAt`; another process may take it only once it has expired, so two
 * processes never run the same WhatsApp session (WhatsApp would log both out).
 */
export const channelSessionLeases = pgTable('channel_session_leases', {
  whatsappId: integer('whatsapp_id')
    .primaryKey()
    .references(() => connections.id, { onDelete: 'cascade' }),
  holderId: uuid('holder_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
