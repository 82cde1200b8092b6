import { scheduleStatuses } from '@chatdesk/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { connections } from './connections';
import { contacts } from './contacts';
import { queues } from './queues';
import { tenantIsolation } from './tenancy';
import { tickets } from './tickets';
import { users } from './users';

/**
 * Spec 3 §3 Schedule: one message to one contact at one instant. A recurring schedule is one row
 * per occurrence: sending a row with repetitions left writes the next one (enviarQuantasVezes - 1),
 * so what the calendar shows is what will be sent, and a sent row never changes again.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    body: text('body').notNull(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    /**
     * When the series started (its first occurrence's time): occurrence n is this plus n steps on
     * the company's clock, so months stay on the 31st where they can and a weekend move never drifts.
     */
    recurrenceAnchor: timestamp('recurrence_anchor', { withTimezone: true }).notNull(),
    /** The occurrence's index in its series (0 for the first). */
    occurrence: integer('occurrence').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    status: varchar('status', { length: 20, enum: scheduleStatuses }).notNull().default('PENDENTE'),
    /** The error code that put the schedule in ERRO. */
    reason: varchar('reason', { length: 100 }),
    whatsappId: integer('whatsapp_id').references(() => connections.id, { onDelete: 'set null' }),
    openTicket: varchar('open_ticket', { length: 10, enum: ['enabled', 'disabled'] })
      .notNull()
      .default('disabled'),
    ticketUserId: integer('ticket_user_id').references(() => users.id, { onDelete: 'set null' }),
    queueId: integer('queue_id').references(() => queues.id, { onDelete: 'set null' }),
    statusTicket: varchar('status_ticket', { length: 10, enum: ['closed', 'open'] })
      .notNull()
      .default('closed'),
    intervalo: smallint('intervalo').notNull().default(1),
    valorIntervalo: integer('valor_intervalo').notNull().default(0),
    enviarQuantasVezes: integer('enviar_quantas_vezes').notNull().default(1),
    tipoDias: smallint('tipo_dias').notNull().default(4),
    assinar: boolean('assinar').notNull().default(false),
    mediaPath: varchar('media_path', { length: 255 }),
    mediaName: varchar('media_name', { length: 255 }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    /**
     * The first occurrence of a recurring schedule (null on the first itself). Occurrences share
     * their attachment with the messages already sent, so only a first, unsent one owns its file.
     */
    seriesId: integer('series_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    // The calendar and the list read a company's schedules by time.
    index('schedules_company_send_at_idx').on(table.companyId, table.sendAt, table.id),
    index('schedules_company_contact_idx').on(table.companyId, table.contactId),
    // The sender's sweep crosses companies: only the waiting rows, by time. The one index here not
    // led by company_id, because the question it answers ("what is due anywhere") is not a company's.
    index('schedules_due_idx').on(table.sendAt, table.id).where(sql`${table.status} = 'PENDENTE'`),
    tenantIsolation(),
  ],
).enableRLS();
