import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { connections } from './connections';
import { tenantIsolation } from './tenancy';

/**
 * The web chat widget of one `webchat` connection (one row per connection, created with its first
 * start or first read). `widgetKey` is the random public id in the embed snippet, so the script URL
 * never reveals a numeric id; it is looked up without a company (platform lookup), hence its own
 * unique index. `identitySecretSealed` is the SecretBox box of the HMAC key a company uses to sign
 * its users' ids; `visitorCount` numbers anonymous visitors ('Visitante N').
 */
export const webchatSettings = pgTable(
  'webchat_settings',
  {
    companyId: companyIdColumn(),
    whatsappId: integer('whatsapp_id')
      .primaryKey()
      .references(() => connections.id, { onDelete: 'cascade' }),
    widgetKey: varchar('widget_key', { length: 64 }).notNull(),
    allowedOrigins: text('allowed_origins').array().notNull().default(sql`'{}'::text[]`),
    identitySecretSealed: text('identity_secret_sealed'),
    title: varchar('title', { length: 60 }).notNull().default(''),
    color: varchar('color', { length: 7 }).notNull().default('#2563eb'),
    greeting: varchar('greeting', { length: 500 }).notNull().default(''),
    visitorCount: integer('visitor_count').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('webchat_settings_widget_key_unique').on(table.widgetKey),
    uniqueIndex('webchat_settings_company_connection_idx').on(table.companyId, table.whatsappId),
    tenantIsolation(),
  ],
).enableRLS();
