import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { plans } from './plans';
import { defaultScheduleEntries, scheduleEntries } from './schedule-entries';
import { tenantIsolation } from './tenancy';

export const recurrences = ['MENSAL', 'BIMESTRAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL'] as const;

/** Spec 2 §3 Company. A tenant reads only its own row (policy on `id`). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull().unique(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 20 }),
    document: varchar('document', { length: 30 }),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'restrict' }),
    status: boolean('status').notNull().default(true),
    dueDate: timestamp('due_date', { withTimezone: true }),
    recurrence: varchar('recurrence', { length: 20, enum: recurrences }).notNull().default('MENSAL'),
    paymentMethod: varchar('payment_method', { length: 40 }),
    addressStreet: varchar('address_street', { length: 200 }),
    addressState: varchar('address_state', { length: 60 }),
    addressCity: varchar('address_city', { length: 100 }),
    timezone: varchar('timezone', { length: 60 }).notNull().default('America/Sao_Paulo'),
    /** Company opening hours, used when the setting scheduleType is 'company'. */
    schedules: scheduleEntries('schedules').notNull().$defaultFn(defaultScheduleEntries).default(sql`'[]'::jsonb`),
    /** Contracted attendants and connections (spec 2 §3; the company form defaults both to 1). */
    numberAttendants: integer('number_attendants').notNull().default(1),
    numberConections: integer('number_conections').notNull().default(1),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    folderSize: bigint('folder_size', { mode: 'number' }).notNull().default(0),
    numberFileFolder: integer('number_file_folder').notNull().default(0),
    updatedAtFolder: timestamp('updated_at_folder', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  () => [tenantIsolation('id')],
).enableRLS();
