import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { queueIntegrations } from './integrations';
import { scheduleEntries } from './schedule-entries';
import { tenantIsolation } from './tenancy';
import { users } from './users';

/** Spec 2 §3 Queue (the chatbot option tree comes with automation). */
export const queues = pgTable(
  'queues',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    name: varchar('name', { length: 50 }).notNull(),
    color: varchar('color', { length: 9 }).notNull(),
    orderQueue: integer('order_queue'),
    greetingMessage: text('greeting_message').notNull().default(''),
    outOfHoursMessage: text('out_of_hours_message').notNull().default(''),
    schedules: scheduleEntries('schedules').notNull().default(sql`'[]'::jsonb`),
    closeTicket: boolean('close_ticket').notNull().default(false),
    ativarRoteador: boolean('ativar_roteador').notNull().default(false),
    tempoRoteador: integer('tempo_roteador').notNull().default(0),
    /** Round robin of ativarRoteador: the attendant who got the queue's last ticket (the next one goes after). */
    routerCursor: integer('router_cursor'),
    /** When the router last handed out the queue's waiting tickets (it runs every tempoRoteador minutes). */
    routedAt: timestamp('routed_at', { withTimezone: true }),
    integrationId: integer('integration_id').references((): AnyPgColumn => queueIntegrations.id, {
      onDelete: 'set null',
    }),
    fileListId: integer('file_list_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    // ERR_QUEUE_COLOR_ALREADY_EXISTS is this constraint, not a check-then-insert.
    uniqueIndex('queues_company_color_unique').on(table.companyId, sql`lower(${table.color})`),
    index('queues_company_order_idx').on(table.companyId, table.orderQueue),
    tenantIsolation(),
  ],
).enableRLS();

/** Which queues a user attends. */
export const userQueues = pgTable(
  'user_queues',
  {
    companyId: companyIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    queueId: integer('queue_id')
      .notNull()
      .references(() => queues.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId, table.queueId] }),
    index('user_queues_company_queue_idx').on(table.companyId, table.queueId),
    tenantIsolation(),
  ],
).enableRLS();
