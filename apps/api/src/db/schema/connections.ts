import { connectionChannels, connectionStatuses } from '@chatdesk/contracts';
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
import { prompts, queueIntegrations } from './integrations';
import { queues } from './queues';
import { scheduleEntries } from './schedule-entries';
import { tenantIsolation } from './tenancy';

/**
 * Spec 2 §3 Connection ("whatsapp" in the spec's paths): one channel account of a company. The
 * fields owned by automation (bot queues, NPS, inactivity, import) are stored now so that later
 * work only adds behaviour. The API token (spec 2 §9: 30 alphanumeric characters) is never stored in
 * plain text: `tokenDigest` is its keyed HMAC (SecretBox.digest) to find a presented token by, and
 * `tokenSealed` its AES-GCM box (SecretBox.seal) so an admin can copy it again; a dump alone uses neither.
 */
export const connections = pgTable(
  'whatsapps',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    name: varchar('name', { length: 50 }).notNull(),
    number: varchar('number', { length: 80 }).notNull().default(''),
    channel: varchar('channel', { length: 20, enum: connectionChannels }).notNull(),
    status: varchar('status', { length: 20, enum: connectionStatuses }).notNull().default('DISCONNECTED'),
    qrcode: text('qrcode').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    provider: varchar('provider', { length: 20 }).notNull().default('beta'),
    greetingMessage: text('greeting_message').notNull().default(''),
    complationMessage: text('complation_message').notNull().default(''),
    outOfHoursMessage: text('out_of_hours_message').notNull().default(''),
    ratingMessage: text('rating_message').notNull().default(''),
    greetingMediaAttachment: varchar('greeting_media_attachment', { length: 255 }),
    allowGroup: boolean('allow_group').notNull().default(false),
    groupAsTicket: varchar('group_as_ticket', { length: 10, enum: ['enabled', 'disabled'] })
      .notNull()
      .default('disabled'),
    /** Minutes during which a contact's closed ticket is reopened instead of a new one created (0: never). */
    timeCreateNewTicket: integer('time_create_new_ticket').notNull().default(0),
    maxUseBotQueues: integer('max_use_bot_queues').notNull().default(3),
    timeUseBotQueues: integer('time_use_bot_queues').notNull().default(0),
    expiresTicket: integer('expires_ticket').notNull().default(0),
    whenExpiresTicket: varchar('when_expires_ticket', { length: 1, enum: ['0', '1'] })
      .notNull()
      .default('0'),
    expiresInactiveMessage: text('expires_inactive_message').notNull().default(''),
    timeInactiveMessage: integer('time_inactive_message').notNull().default(0),
    inactiveMessage: text('inactive_message').notNull().default(''),
    timeSendQueue: integer('time_send_queue').notNull().default(0),
    sendIdQueue: integer('send_id_queue').references(() => queues.id, { onDelete: 'set null' }),
    expiresTicketNPS: integer('expires_ticket_nps').notNull().default(0),
    maxUseBotQueuesNPS: integer('max_use_bot_queues_nps').notNull().default(3),
    enableImportMessage: boolean('enable_import_message').notNull().default(false),
    importOldMessages: timestamp('import_old_messages', { withTimezone: true }),
    importRecentMessages: timestamp('import_recent_messages', { withTimezone: true }),
    importOldMessagesGroups: boolean('import_old_messages_groups').notNull().default(false),
    closedTicketsPostImported: boolean('closed_tickets_post_imported').notNull().default(false),
    statusImportMessages: varchar('status_import_messages', { length: 40 }),
    queueIdImportMessages: integer('queue_id_import_messages').references(() => queues.id, { onDelete: 'set null' }),
    integrationId: integer('integration_id').references((): AnyPgColumn => queueIntegrations.id, {
      onDelete: 'set null',
    }),
    promptId: integer('prompt_id').references((): AnyPgColumn => prompts.id, { onDelete: 'set null' }),
    flowIdWelcome: integer('flow_id_welcome'),
    flowIdNotPhrase: integer('flow_id_not_phrase'),
    collectiveVacationStart: varchar('collective_vacation_start', { length: 10 }),
    collectiveVacationEnd: varchar('collective_vacation_end', { length: 10 }),
    collectiveVacationMessage: text('collective_vacation_message').notNull().default(''),
    schedules: scheduleEntries('schedules').notNull().default(sql`'[]'::jsonb`),
    tokenDigest: varchar('token_digest', { length: 64 }),
    tokenSealed: text('token_sealed'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('whatsapps_company_name_unique').on(table.companyId, sql`lower(${table.name})`),
    index('whatsapps_company_status_idx').on(table.companyId, table.status),
    uniqueIndex('whatsapps_token_digest_unique').on(table.tokenDigest),
    tenantIsolation(),
  ],
).enableRLS();

/** The queues a connection offers (its chatbot menu, spec 2 §3 queueIds). */
export const connectionQueues = pgTable(
  'whatsapp_queues',
  {
    companyId: companyIdColumn(),
    whatsappId: integer('whatsapp_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    queueId: integer('queue_id')
      .notNull()
      .references(() => queues.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.whatsappId, table.queueId] }),
    index('whatsapp_queues_company_queue_idx').on(table.companyId, table.queueId),
    tenantIsolation(),
  ],
).enableRLS();
