import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn } from './columns';
import { connections } from './connections';
import { tenantIsolation } from './tenancy';

/**
 * Idempotency keys of POST /api/messages/send (spec 3 §7): one row per (connection, key), written in
 * the same transaction as the send it answers, so of concurrent repeats exactly one sends and the
 * others wait on the unique index and answer its stored answer. Rows older than 24 hours no longer
 * count and are pruned daily.
 */
export const externalApiRequests = pgTable(
  'external_api_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: companyIdColumn(),
    whatsappId: integer('whatsapp_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    /** sha256 of the request's fields and files: the same key with another request is refused. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('external_api_requests_connection_key_unique').on(table.companyId, table.whatsappId, table.key),
    index('external_api_requests_company_created_idx').on(table.companyId, table.createdAt),
    tenantIsolation(),
  ],
).enableRLS();

/**
 * Per-token rate limit counters, one row per connection and minute, in the database so every API
 * process counts the same requests. Old windows are pruned daily.
 */
export const externalApiRateWindows = pgTable(
  'external_api_rate_windows',
  {
    companyId: companyIdColumn(),
    whatsappId: integer('whatsapp_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.whatsappId, table.windowStart] }), tenantIsolation()],
).enableRLS();
