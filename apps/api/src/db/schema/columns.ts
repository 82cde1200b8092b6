import { sql } from 'drizzle-orm';
import { integer, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** The owning company of a tenant row: every tenant table has it, NOT NULL, deleted with the company. */
export const companyIdColumn = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Set by the database default on insert and by drizzle on every update. */
export const updatedAtColumn = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`);
