import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Global key/value settings of spec 2 §3 (userCreation, downloadLimit, branding...). Super-user owned. */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
