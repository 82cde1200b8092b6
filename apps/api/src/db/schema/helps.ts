import { pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Spec 2 §3 Help: platform-wide help videos managed by the super user. */
export const helps = pgTable('helps', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 120 }).notNull(),
  description: text('description').notNull().default(''),
  video: varchar('video', { length: 120 }).notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
