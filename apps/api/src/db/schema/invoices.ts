import { index, integer, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn } from './columns';
import { tenantIsolation } from './tenancy';

/** Spec 2 §3 Invoice. Display status (Pago / Vencido / Em Aberto) derives from status and due date. */
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
    createdAt: createdAtColumn(),
  },
  (table) => [index('invoices_company_due_idx').on(table.companyId, table.dueDate), tenantIsolation()],
).enableRLS();
