import { connectionChannels, ticketLogTypes, ticketStatuses } from '@chatdesk/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { connections } from './connections';
import { contacts } from './contacts';
import { prompts, queueIntegrations } from './integrations';
import { queues } from './queues';
import { tags } from './tags';
import { tenantIsolation } from './tenancy';
import { users } from './users';

/** Spec 1 §3 Ticket: one conversation (attendance) with a contact through a connection. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    companyId: companyIdColumn(),
    status: varchar('status', { length: 10, enum: ticketStatuses }).notNull().default('pending'),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    whatsappId: integer('whatsapp_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    queueId: integer('queue_id').references(() => queues.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: varchar('channel', { length: 20, enum: connectionChannels }).notNull(),
    isGroup: boolean('is_group').notNull().default(false),
    isBot: boolean('is_bot').notNull().default(false),
    useIntegration: boolean('use_integration').notNull().default(false),
    /** The queue integration or prompt answering the ticket while useIntegration is on. */
    integrationId: integer('integration_id').references(() => queueIntegrations.id, { onDelete: 'set null' }),
    promptId: integer('prompt_id').references(() => prompts.id, { onDelete: 'set null' }),
    isTransfered: boolean('is_transfered').notNull().default(false),
    amountUsedBotQueues: integer('amount_used_bot_queues').notNull().default(0),
    lastMessage: text('last_message').notNull().default(''),
    unreadMessages: integer('unread_messages').notNull().default(0),
    /** The contact's last inbound message: Facebook and Instagram allow replies for 24 hours after it. */
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    /**
     * When the ticket last became pending or, while pending, changed queue: the redirect timer
     * (timeSendQueue) counts from it. Kept by a trigger (migration 0023), whichever path writes.
     */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    /** The attendant's last message (not the bot's, not a private note): inactivity and expiry count from it. */
    lastAgentMessageAt: timestamp('last_agent_message_at', { withTimezone: true }),
    /** The attendant message (its lastAgentMessageAt) the inactiveMessage answered: one notice per attendant message. */
    inactiveMessageAt: timestamp('inactive_message_at', { withTimezone: true }),
    /**
     * Who wrote the ticket's first message (private notes aside): the company (true) or the contact
     * (false); null before any. Set once by a trigger on messages (migration insight_first_message),
     * whichever path writes, for the dashboard's active and passive tickets.
     */
    openedByCompany: boolean('opened_by_company'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('tickets_uuid_unique').on(table.uuid),
    // One active ticket per company, connection and contact: concurrent first messages race on it.
    uniqueIndex('tickets_one_active_per_contact')
      .on(table.companyId, table.whatsappId, table.contactId)
      .where(sql`${table.status} <> 'closed'`),
    // The ticket list's tabs, newest or oldest first, with keyset on (updated_at, id).
    index('tickets_company_status_updated_idx').on(table.companyId, table.status, table.updatedAt, table.id),
    index('tickets_company_queue_status_updated_idx').on(
      table.companyId,
      table.queueId,
      table.status,
      table.updatedAt,
      table.id,
    ),
    index('tickets_company_user_status_updated_idx').on(
      table.companyId,
      table.userId,
      table.status,
      table.updatedAt,
      table.id,
    ),
    // A contact's tickets; migration 0019 adds INCLUDE (status, updated_at, queue_id, user_id, is_group),
    // which drizzle cannot state, so that a search by contact reads the tickets from the index alone.
    index('tickets_company_contact_idx').on(table.companyId, table.contactId, table.id),
    // The ticket list's lanes (modules/tickets/ticket-list-query.ts): a queue's unassigned tickets and
    // the group tickets, in updated_at order without scanning the assigned ones or the non-groups.
    index('tickets_company_queue_unassigned_updated_idx')
      .on(table.companyId, table.queueId, table.status, table.updatedAt, table.id)
      .where(sql`${table.userId} IS NULL`),
    index('tickets_company_group_status_updated_idx')
      .on(table.companyId, table.status, table.updatedAt, table.id)
      .where(sql`${table.isGroup}`),
    // The timer sweep (automation/timers): per connection, its pending tickets by queue entry and its
    // open tickets by the attendant's last message or by their last message either way.
    index('tickets_company_connection_pending_queued_idx')
      .on(table.companyId, table.whatsappId, table.queuedAt)
      .where(sql`${table.status} = 'pending'`),
    index('tickets_company_connection_open_agent_idx')
      .on(table.companyId, table.whatsappId, table.lastAgentMessageAt)
      .where(sql`${table.status} = 'open'`),
    index('tickets_company_connection_open_activity_idx')
      .on(
        table.companyId,
        table.whatsappId,
        sql`greatest(${table.createdAt}, ${table.lastInboundAt}, ${table.lastAgentMessageAt})`,
      )
      .where(sql`${table.status} = 'open'`),
    // Reports (newest first, keyset on (created_at, id)) and the dashboard's tickets of a period.
    index('tickets_company_created_idx').on(table.companyId, table.createdAt, table.id),
    // Deleting an integration or prompt clears it from its tickets (FK set null) without a scan.
    index('tickets_integration_idx').on(table.integrationId).where(sql`${table.integrationId} IS NOT NULL`),
    index('tickets_prompt_idx').on(table.promptId).where(sql`${table.promptId} IS NOT NULL`),
    tenantIsolation(),
  ],
).enableRLS();

/**
 * One row per attendance of a ticket (a reopen starts a new one): each timestamp is set once, so
 * wait time (startedAt - queuedAt) and support time (closedAt - startedAt) are exact later.
 */
export const ticketTrackings = pgTable(
  'ticket_trackings',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    whatsappId: integer('whatsapp_id').references(() => connections.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    queueId: integer('queue_id').references(() => queues.id, { onDelete: 'set null' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('ticket_trackings_company_ticket_idx').on(table.companyId, table.ticketId, table.id),
    index('ticket_trackings_company_created_idx').on(table.companyId, table.createdAt),
    tenantIsolation(),
  ],
).enableRLS();

export const ticketLogs = pgTable(
  'ticket_logs',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20, enum: ticketLogTypes }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    queueId: integer('queue_id').references(() => queues.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('ticket_logs_company_ticket_idx').on(table.companyId, table.ticketId, table.id), tenantIsolation()],
).enableRLS();

/** Spec 1 §3 "Ticket note": private notes an attendant keeps on a ticket and its contact. */
export const ticketNotes = pgTable(
  'ticket_notes',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    note: text('note').notNull(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('ticket_notes_company_contact_idx').on(table.companyId, table.contactId, table.id),
    index('ticket_notes_company_ticket_idx').on(table.companyId, table.ticketId),
    tenantIsolation(),
  ],
).enableRLS();

/** Tags (kanban lanes, spec 3) placed on a ticket. */
export const ticketTags = pgTable(
  'ticket_tags',
  {
    companyId: companyIdColumn(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.ticketId, table.tagId] }),
    // A lane's tickets in the order they entered it: the kanban board's pages and the lane timers'
    // due range (modules/kanban, automation/timers/move-kanban-lanes.ts) are index ranges.
    index('ticket_tags_company_tag_created_idx').on(table.companyId, table.tagId, table.createdAt, table.ticketId),
    tenantIsolation(),
  ],
).enableRLS();

/** Spec 1 §3 Ticket userRating: the contact's rating of one attendance, on the NPS scale of spec 1 §9 (0 to 10). */
export const userRatings = pgTable(
  'user_ratings',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    ticketTrackingId: integer('ticket_tracking_id').references(() => ticketTrackings.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rate: smallint('rate').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('user_ratings_company_ticket_idx').on(table.companyId, table.ticketId, table.id),
    index('user_ratings_company_user_idx').on(table.companyId, table.userId, table.createdAt),
    tenantIsolation(),
  ],
).enableRLS();
