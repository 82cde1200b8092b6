import { index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn } from './columns';
import { tenantIsolation } from './tenancy';
import { users } from './users';

/** Single-use password reset tokens (sha256 stored, never the token itself). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('password_resets_token_hash_unique').on(table.companyId, table.tokenHash),
    index('password_resets_company_user_idx').on(table.companyId, table.userId, table.createdAt),
    tenantIsolation(),
  ],
).enableRLS();
