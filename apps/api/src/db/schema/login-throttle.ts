import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

export const loginThrottleScopes = ['pair', 'account', 'ip'] as const;
export type LoginThrottleScope = (typeof loginThrottleScopes)[number];

/**
 * Login attempts per fixed window, one counter row per scope: an (e-mail, IP) pair, an e-mail
 * across IPs, an IP across e-mails. An attempt takes its slot before the password is verified,
 * with one upsert that answers the counts, so parallel guesses cannot all get through. Global,
 * not tenant-scoped: an unknown e-mail has no company. `email` / `ip` are '' where the scope
 * does not use them.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    scope: varchar('scope', { length: 10, enum: loginThrottleScopes }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.email, table.ip] }),
    index('login_throttle_email_idx').on(table.email),
    index('login_throttle_window_ends_at_idx').on(table.windowEndsAt),
  ],
);
