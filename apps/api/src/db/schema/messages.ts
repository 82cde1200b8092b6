import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { connections } from './connections';
import { contacts } from './contacts';
import { queues } from './queues';
import { tenantIsolation } from './tenancy';
import { tickets } from './tickets';
import { users } from './users';

/**
 * Spec 1 §3 Message. `externalId` is the channel's own message id (WhatsApp's key id, Graph's
 * mid, the sandbox's `id`): a repeated delivery hits the unique index and changes nothing.
 * Outbound rows are written first with ack 0; the send job fills `externalId` and the acks.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    whatsappId: integer('whatsapp_id').references(() => connections.id, { onDelete: 'set null' }),
    /** Who wrote it: the contact (or, in groups, the participant) for inbound messages. */
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** The attendant who sent an outbound message; null for the system, bots and inbound ones. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    queueId: integer('queue_id').references(() => queues.id, { onDelete: 'set null' }),
    externalId: varchar('external_id', { length: 255 }),
    body: text('body').notNull().default(''),
    /**
     * The body as searches compare it (lower case, accents removed), kept by PostgreSQL. A stored
     * column so that a search's recheck compares text instead of calling unaccent on every candidate
     * message (most of a message search's cost); the trigram index covers it.
     */
    bodySearch: text('body_search').generatedAlwaysAs(sql`public.f_unaccent(lower(body))`),
    fromMe: boolean('from_me').notNull().default(false),
    mediaType: varchar('media_type', { length: 40 }).notNull().default('conversation'),
    /** Stored file name under DATA_DIR/media/{companyId}, served at /public. */
    mediaUrl: varchar('media_url', { length: 255 }),
    dataJson: jsonb('data_json'),
    ack: smallint('ack').notNull().default(0),
    read: boolean('read').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isEdited: boolean('is_edited').notNull().default(false),
    isForwarded: boolean('is_forwarded').notNull().default(false),
    isPrivate: boolean('is_private').notNull().default(false),
    /** Sent by the automation (menus, greetings, NPS, timers), never by an attendant. */
    fromBot: boolean('from_bot').notNull().default(false),
    quotedMsgId: integer('quoted_msg_id').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    /** Why the last send attempt failed (null while queued or once sent). */
    sendError: varchar('send_error', { length: 500 }),
    /**
     * When a send attempt claimed the row (null when none runs). The immediate in-process attempt
     * and the durable job both claim with a conditional update before talking to the channel, so a
     * message is never handed to a driver twice at once; a claim older than the lease is a crashed
     * attempt and may be taken over. A column because no existing one can say "being sent" without
     * changing what clients see (ack 0 is the queued clock).
     */
    sendClaimedAt: timestamp('send_claimed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('messages_connection_external_unique')
      .on(table.companyId, table.whatsappId, table.externalId)
      .where(sql`${table.externalId} IS NOT NULL`),
    // Foreign-key support (the exception to "indexes start with company_id"): deleting a message or a
    // contact makes PostgreSQL null these references by the referenced id alone, which would
    // otherwise read every message of the table once per deleted row.
    index('messages_quoted_msg_idx').on(table.quotedMsgId).where(sql`${table.quotedMsgId} IS NOT NULL`),
    index('messages_contact_idx').on(table.contactId),
    index('messages_company_ticket_created_idx').on(table.companyId, table.ticketId, table.createdAt, table.id),
    // Transcription finds an audio by its stored file name (GET /messages/transcribeAudio/{file}).
    index('messages_company_media_url_idx')
      .on(table.companyId, table.mediaUrl)
      .where(sql`${table.mediaUrl} IS NOT NULL`),
    index('messages_company_body_trgm_idx').using('gin', table.companyId, sql`${table.bodySearch} gin_trgm_ops`),
    tenantIsolation(),
  ],
).enableRLS();
