import { bigserial, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const authAttemptActions = ['password-reset', 'signup'] as const;
export type AuthAttemptAction = (typeof authAttemptActions)[number];

/**
 * Throttling ledger for public auth endpoints, in the database so every API process sees
 * the same counts. Global, not tenant-scoped: an unknown e-mail has no company. Rows older
 * than the longest window are pruned as new ones arrive.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: varchar('action', { length: 20, enum: authAttemptActions }).notNull(),
    email: varchar('email', { length: 254 }),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_attempts_action_email_idx').on(table.action, table.email, table.createdAt),
    index('auth_attempts_action_ip_idx').on(table.action, table.ip, table.createdAt),
    index('auth_attempts_created_at_idx').on(table.createdAt),
  ],
);
