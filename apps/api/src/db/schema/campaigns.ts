import { campaignShippingStatuses, campaignStatuses, campaignTicketStatuses } from '@chatdesk/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { companies } from './companies';
import { connections } from './connections';
import { contactListItems, contactLists } from './contact-lists';
import { contacts } from './contacts';
import { queues } from './queues';
import { tags } from './tags';
import { tenantIsolation } from './tenancy';
import { tickets } from './tickets';
import { users } from './users';

const variant = (name: string) => text(name).notNull().default('');

/** Spec 3 §3 Campaign: what is sent, to whom (a contact list or a tag's contacts), from which connection, when. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    name: varchar('name', { length: 50 }).notNull(),
    status: varchar('status', { length: 20, enum: campaignStatuses }).notNull().default('INATIVA'),
    message1: variant('message1'),
    message2: variant('message2'),
    message3: variant('message3'),
    message4: variant('message4'),
    message5: variant('message5'),
    confirmationMessage1: variant('confirmation_message1'),
    confirmationMessage2: variant('confirmation_message2'),
    confirmationMessage3: variant('confirmation_message3'),
    confirmationMessage4: variant('confirmation_message4'),
    confirmationMessage5: variant('confirmation_message5'),
    confirmation: boolean('confirmation').notNull().default(false),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    contactListId: integer('contact_list_id').references(() => contactLists.id, { onDelete: 'set null' }),
    tagListId: integer('tag_list_id').references(() => tags.id, { onDelete: 'set null' }),
    whatsappId: integer('whatsapp_id').references(() => connections.id, { onDelete: 'set null' }),
    /** The ticket's user when openTicket is enabled (spec 3 §2 ticket options). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    queueId: integer('queue_id').references(() => queues.id, { onDelete: 'set null' }),
    statusTicket: varchar('status_ticket', { length: 10, enum: campaignTicketStatuses }).notNull().default('closed'),
    openTicket: varchar('open_ticket', { length: 10, enum: ['enabled', 'disabled'] })
      .notNull()
      .default('disabled'),
    mediaPath: varchar('media_path', { length: 255 }),
    mediaName: varchar('media_name', { length: 255 }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('campaigns_company_name_idx').on(table.companyId, table.name, table.id),
    // The start sweep crosses companies: only scheduled campaigns, by time.
    index('campaigns_scheduled_idx').on(table.scheduledAt, table.id).where(sql`${table.status} = 'PROGRAMADA'`),
    tenantIsolation(),
  ],
).enableRLS();

/**
 * One recipient of a campaign (the spec's "shipping list"), written when the campaign starts as a
 * snapshot of its list, so editing the list later changes nothing already under way.
 * `variables` holds the recipient's fields ({nome}, {numero}, {email} and custom ones) as captured.
 */
export const campaignShippings = pgTable(
  'campaign_shippings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: companyIdColumn(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    contactListItemId: integer('contact_list_item_id').references(() => contactListItems.id, {
      onDelete: 'set null',
    }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    number: varchar('number', { length: 50 }).notNull(),
    name: varchar('name', { length: 255 }).notNull().default(''),
    email: varchar('email', { length: 255 }),
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
    /** Which of the campaign's non-empty variants (1–5) this recipient gets. */
    variant: smallint('variant').notNull().default(1),
    status: varchar('status', { length: 30, enum: campaignShippingStatuses }).notNull().default('queued'),
    reason: varchar('reason', { length: 100 }),
    attempts: smallint('attempts').notNull().default(0),
    /** Not before this instant (retry backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    messageId: bigint('message_id', { mode: 'number' }),
    /** The confirmation variant's message, when the campaign asks for confirmations. */
    confirmationMessageId: bigint('confirmation_message_id', { mode: 'number' }),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    confirmationRequestedAt: timestamp('confirmation_requested_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('campaign_shippings_campaign_number_idx').on(table.campaignId, table.number),
    // The dispatcher's next rows, and the report's counts, per campaign and state.
    index('campaign_shippings_campaign_status_idx').on(table.campaignId, table.status, table.id),
    index('campaign_shippings_company_campaign_idx').on(table.companyId, table.campaignId),
    // The message acks reach their row (the trigger of the campaign_shipping_acks migration): sent, delivered, read, failed.
    index('campaign_shippings_company_message_idx')
      .on(table.companyId, table.messageId)
      .where(sql`${table.messageId} IS NOT NULL`),
    index('campaign_shippings_company_confirmation_message_idx')
      .on(table.companyId, table.confirmationMessageId)
      .where(sql`${table.confirmationMessageId} IS NOT NULL`),
    // A contact's reply finds the rows it answers: a confirmation awaited, or a message not yet replied to.
    index('campaign_shippings_company_contact_awaiting_idx')
      .on(table.companyId, table.contactId)
      .where(
        sql`${table.status} = 'confirmation_requested' OR (${table.status} IN ('sending', 'sent', 'delivered', 'read') AND ${table.repliedAt} IS NULL)`,
      ),
    tenantIsolation(),
  ],
).enableRLS();

/**
 * Spec 3 §3 Campaign settings, one row per company (the spec's key/value pairs as columns;
 * a missing row reads as the defaults of spec 3 §9). Hours are 'HH:MM' on the company's clock.
 */
export const campaignSettings = pgTable(
  'campaign_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    messageInterval: integer('message_interval').notNull().default(20),
    longerIntervalAfter: integer('longer_interval_after').notNull().default(20),
    greaterInterval: integer('greater_interval').notNull().default(60),
    /** Custom message variables: [{ key, value }]. */
    variables: jsonb('variables').$type<{ key: string; value: string }[]>().notNull().default([]),
    sabado: boolean('sabado').notNull().default(false),
    domingo: boolean('domingo').notNull().default(false),
    startHour: varchar('start_hour', { length: 5 }).notNull().default('09:00'),
    endHour: varchar('end_hour', { length: 5 }).notNull().default('18:00'),
    updatedAt: updatedAtColumn(),
  },
  () => [tenantIsolation()],
).enableRLS();

/**
 * The dispatcher's rhythm per connection (docs/campaigns.md "Pacing"): when the connection may
 * send its next campaign message, and how many it sent since the last longer pause. One row per
 * connection that ever ran a campaign, locked by the dispatcher that sends on it.
 */
export const campaignPacing = pgTable(
  'campaign_pacing',
  {
    connectionId: integer('connection_id')
      .primaryKey()
      .references(() => connections.id, { onDelete: 'cascade' }),
    companyId: companyIdColumn(),
    nextSendAt: timestamp('next_send_at', { withTimezone: true }).notNull(),
    sentSincePause: integer('sent_since_pause').notNull().default(0),
    /** The connection's last campaign send: a quiet spell as long as the longer pause counts as one. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('campaign_pacing_company_idx').on(table.companyId, table.nextSendAt), tenantIsolation()],
).enableRLS();
