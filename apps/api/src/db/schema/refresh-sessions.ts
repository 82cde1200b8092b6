import { index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn } from './columns';
import { tenantIsolation } from './tenancy';
import { users } from './users';

/**
 * One row per refresh token ever issued. Tokens rotate on every use: the used row gets
 * `revoked_at` and `replaced_by`, its successor keeps the same `session_id` (the family).
 * Only the sha256 of the token is stored; a stolen table yields no usable token.
 */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The family: every rotation of one login shares it; access tokens carry it as `sessionId`. */
    sessionId: uuid('session_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    // The token names its company (`{companyId}.{secret}`), so lookups use this index under RLS.
    uniqueIndex('refresh_sessions_token_hash_unique').on(table.companyId, table.tokenHash),
    index('refresh_sessions_company_session_idx').on(table.companyId, table.sessionId),
    index('refresh_sessions_company_user_idx').on(table.companyId, table.userId),
    tenantIsolation(),
  ],
).enableRLS();
