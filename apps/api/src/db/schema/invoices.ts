import { date, index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn } from './columns';
import { recurrences } from './companies';
import { plans } from './plans';
import { tenantIsolation } from './tenancy';

/**
 * Spec 2 §3 Invoice. Display status (Pago / Vencido / Em Aberto) derives from status and due date.
 * `period` is the company's due day the invoice pays for (its calendar, its time zone): one invoice
 * per company and period, whoever generates it and however often (unique index). A checkout may
 * change the plan, users, connections and value of an open invoice; payment applies them.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    detail: varchar('detail', { length: 255 }).notNull().default(''),
    users: integer('users').notNull().default(0),
    connections: integer('connections').notNull().default(0),
    queues: integer('queues').notNull().default(0),
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 10, enum: ['paid', 'open'] })
      .notNull()
      .default('open'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    period: date('period', { mode: 'string' }),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    recurrence: varchar('recurrence', { length: 20, enum: recurrences }).notNull().default('MENSAL'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('invoices_company_due_idx').on(table.companyId, table.dueDate),
    uniqueIndex('invoices_company_period_unique').on(table.companyId, table.period),
    tenantIsolation(),
  ],
).enableRLS();
