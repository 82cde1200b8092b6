import { and, eq, type SQLWrapper, sql, type WithSubquery } from 'drizzle-orm';
import { messages, tickets } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
import type { ConnectionRow, NormalizedInboundMessage } from '../channel-driver';
import type { ContactRow, MessageRow, TicketRow } from '../message-row';
import { lastMessageOf } from './last-message';

/**
 * Inserts the message and updates its ticket in one statement (a data-modifying CTE: one round
 * trip on the hot path). A repeated delivery hits the (company, connection, external id) unique
 * index, inserts nothing and so updates nothing: null is returned and the caller rolls the whole
 * transaction back. The ticket gets its preview and order from every message, an unread count and
 * the reply window (lastInboundAt) from the contact's own; a reaction is not news and leaves it
 * as it is. The quoted message is looked up by external id among this connection's messages.
 */
export async function recordInboundMessage(
  tx: Tx,
  connection: ConnectionRow,
  event: NormalizedInboundMessage,
  ticket: TicketRow,
  author: ContactRow,
  mediaUrl: string | null,
): Promise<{ message: MessageRow; ticket: TicketRow } | null> {
  const values = {
    ...inboundMessageValues(connection, event, mediaUrl),
    ticketId: ticket.id,
    contactId: author.id,
    queueId: ticket.queueId,
  };
  if (event.mediaType === 'reactionMessage') {
    const [message] = await prepared(tx, 'inbound_reaction_insert', insertQuery).execute(values);
    return message ? { message, ticket } : null;
  }
  const [row] = event.fromMe
    ? await prepared(tx, 'inbound_message_from_me', (tx) => insertAndTouchQuery(tx, false)).execute(values)
    : await prepared(tx, 'inbound_message_from_contact', (tx) => insertAndTouchQuery(tx, true)).execute(values);
  if (!row) return null;
  return { message: row.inserted, ticket: row.touched ?? ticket };
}

/** The placeholder values of an inbound message's insert, but its ticket's and author's. */
export function inboundMessageValues(
  connection: Pick<ConnectionRow, 'companyId' | 'id'>,
  event: NormalizedInboundMessage,
  mediaUrl: string | null,
) {
  return {
    companyId: connection.companyId,
    connectionId: connection.id,
    externalId: event.externalId,
    body: event.body,
    fromMe: event.fromMe,
    mediaType: event.mediaType,
    mediaUrl,
    // What drizzle's jsonb column would send: the value as JSON text.
    dataJson: event.dataJson == null ? null : JSON.stringify(event.dataJson),
    // No (or an empty) quoted id looks nothing up.
    quotedExternalId: event.quotedExternalId || null,
    // Sent from the phone itself: it already left; a contact's message has no delivery state.
    ack: event.fromMe ? 1 : 0,
    createdAt: event.timestamp || null,
    lastMessage: lastMessageOf(event.body, event.mediaType),
  };
}

/** The quoted message's id: looked up by external id among this connection's messages (none: null). */
export const quotedMessageId = () =>
  sql`(SELECT id FROM messages WHERE company_id = ${sql.placeholder('companyId')} AND whatsapp_id = ${sql.placeholder('connectionId')} AND external_id = ${sql.placeholder('quotedExternalId')})`;

/** The message insert, every value a placeholder (prepared once per pooled connection). */
function insertQuery(tx: Tx) {
  const companyId = sql.placeholder('companyId');
  const connectionId = sql.placeholder('connectionId');
  return tx
    .insert(messages)
    .values({
      companyId,
      ticketId: sql.placeholder('ticketId'),
      whatsappId: connectionId,
      contactId: sql.placeholder('contactId'),
      queueId: sql.placeholder('queueId'),
      externalId: sql.placeholder('externalId'),
      body: sql.placeholder('body'),
      fromMe: sql.placeholder('fromMe'),
      mediaType: sql.placeholder('mediaType'),
      mediaUrl: sql.placeholder('mediaUrl'),
      dataJson: sql`${sql.placeholder('dataJson')}::jsonb`,
      quotedMsgId: quotedMessageId(),
      ack: sql.placeholder('ack'),
      // The column's default when the channel gave no time.
      createdAt: sql`coalesce(${sql.placeholder('createdAt')}::timestamptz, now())`,
    })
    .onConflictDoNothing()
    .returning();
}

/** The insert and its ticket's update in one statement; `fromContact` also counts it unread. */
function insertAndTouchQuery(tx: Tx, fromContact: boolean) {
  const inserted = tx.$with('inserted').as(insertQuery(tx));
  const touched = touchedTicket(tx, fromContact, sql.placeholder('ticketId'), inserted);
  return tx.with(inserted, touched).select().from(inserted).leftJoin(touched, sql`true`);
}

/**
 * The ticket's update by a message inserted in the same statement (a CTE named `inserted`): its
 * preview and order, and for a contact's message an unread count and the reply window. No
 * inserted row (a repeated delivery), no update.
 */
export function touchedTicket(tx: Tx, fromContact: boolean, ticketId: SQLWrapper, inserted: WithSubquery) {
  return tx.$with('touched').as(
    tx
      .update(tickets)
      .set({
        lastMessage: sql`${sql.placeholder('lastMessage')}`,
        updatedAt: sql`now()`,
        ...(fromContact ? { unreadMessages: sql`${tickets.unreadMessages} + 1`, lastInboundAt: sql`now()` } : {}),
      })
      .where(
        and(
          eq(tickets.companyId, sql.placeholder('companyId')),
          eq(tickets.id, ticketId),
          sql`exists (select 1 from ${inserted})`,
        ),
      )
      .returning(),
  );
}
