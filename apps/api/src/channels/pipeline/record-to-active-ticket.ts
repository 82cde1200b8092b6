import { getTableColumns, sql } from 'drizzle-orm';
import { connections, messages, tickets } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
import type { NormalizedInboundMessage } from '../channel-driver';
import type { MessageRow, TicketRow } from '../message-row';
import { inboundMessageValues, quotedMessageId, touchedTicket } from './record-inbound-message';
import {
  activeTicketOfChat,
  conversationOf,
  type InboundConversation,
  inboundContacts,
  storedConnection,
  upsertedContacts,
} from './upsert-inbound-contacts';

export interface RecordedToActiveTicket {
  conversation: InboundConversation;
  /** Set when the chat had an active ticket: the message and the ticket it updated, or null for a repeated delivery. */
  recorded?: { message: MessageRow; ticket: TicketRow } | null;
}

/**
 * The common inbound case in one statement (one round trip instead of two): a one-to-one message
 * (no group author), not a reaction, whose chat already has an active ticket. It upserts the
 * contact exactly like upsertInboundContacts, and from the same snapshot inserts the message on
 * the active ticket and updates that ticket like recordInboundMessage. Without an active ticket
 * it inserts nothing and the caller goes on with findOrCreateTicket and recordInboundMessage.
 */
export async function recordToActiveTicket(
  tx: Tx,
  connection: Parameters<typeof inboundContacts>[0],
  event: NormalizedInboundMessage,
  mediaUrl: string | null,
): Promise<RecordedToActiveTicket> {
  const upsert = inboundContacts(connection, event.chat, undefined);
  const values = { ...upsert.values, ...inboundMessageValues(connection, event, mediaUrl) };
  const [row] = event.fromMe
    ? await prepared(tx, 'inbound_active_from_me', (tx) => upsertAndRecordQuery(tx, false)).execute(values)
    : await prepared(tx, 'inbound_active_from_contact', (tx) => upsertAndRecordQuery(tx, true)).execute(values);
  const conversation = conversationOf(
    upsert,
    row ? [{ contact: row.upserted, connection: row.whatsapps, activeTicket: row.active }] : [],
  );
  if (!row?.active) return { conversation };
  return {
    conversation,
    recorded: row.inserted ? { message: row.inserted, ticket: row.touched ?? row.active } : null,
  };
}

/** Whether `event` may take the one-statement path. */
export const fitsActiveTicketPath = (event: NormalizedInboundMessage) =>
  event.mediaType !== 'reactionMessage' && !event.participant;

function upsertAndRecordQuery(tx: Tx, fromContact: boolean) {
  const upserted = upsertedContacts(tx, 1);
  const active = tx
    .$with('active')
    .as(tx.select(getTableColumns(tickets)).from(tickets).innerJoin(upserted, activeTicketOfChat(upserted)));
  // INSERT … SELECT (no row without an active ticket); its values are typed here, as nothing infers them.
  const inserted = tx.$with('inserted', getTableColumns(messages)).as(
    sql`insert into ${messages} (company_id, ticket_id, whatsapp_id, contact_id, queue_id, external_id, body,
        from_me, media_type, media_url, data_json, quoted_msg_id, ack, created_at)
      select ${sql.placeholder('companyId')}::int, ${active.id}, ${sql.placeholder('connectionId')}::int,
        ${upserted.id}, ${active.queueId}, ${sql.placeholder('externalId')}::varchar, ${sql.placeholder('body')}::text,
        ${sql.placeholder('fromMe')}::boolean, ${sql.placeholder('mediaType')}::varchar,
        ${sql.placeholder('mediaUrl')}::varchar, ${sql.placeholder('dataJson')}::jsonb, ${quotedMessageId()},
        ${sql.placeholder('ack')}::smallint, coalesce(${sql.placeholder('createdAt')}::timestamptz, now())
      from ${active} cross join ${upserted}
      on conflict do nothing
      returning *`,
  );
  const touched = touchedTicket(tx, fromContact, sql`(select id from ${active})`, inserted);
  return tx
    .with(upserted, active, inserted, touched)
    .select()
    .from(upserted)
    .innerJoin(connections, storedConnection())
    .leftJoin(active, sql`true`)
    .leftJoin(inserted, sql`true`)
    .leftJoin(touched, sql`true`);
}
