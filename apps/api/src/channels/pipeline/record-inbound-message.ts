import { and, eq, exists, sql } from 'drizzle-orm';
import { messages, tickets } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
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
  const { companyId } = connection;
  const quotedMsgId = event.quotedExternalId
    ? sql`(SELECT id FROM messages WHERE company_id = ${companyId} AND whatsapp_id = ${connection.id} AND external_id = ${event.quotedExternalId})`
    : null;
  const insert = tx
    .insert(messages)
    .values({
      companyId,
      ticketId: ticket.id,
      whatsappId: connection.id,
      contactId: author.id,
      queueId: ticket.queueId,
      externalId: event.externalId,
      body: event.body,
      fromMe: event.fromMe,
      mediaType: event.mediaType,
      mediaUrl,
      dataJson: event.dataJson ?? null,
      quotedMsgId,
      // Sent from the phone itself: it already left; a contact's message has no delivery state.
      ack: event.fromMe ? 1 : 0,
      ...(event.timestamp ? { createdAt: event.timestamp } : {}),
    })
    .onConflictDoNothing()
    .returning();
  if (event.mediaType === 'reactionMessage') {
    const [message] = await insert;
    return message ? { message, ticket } : null;
  }
  const inserted = tx.$with('inserted').as(insert);
  const fromContact = !event.fromMe;
  const touched = tx.$with('touched').as(
    tx
      .update(tickets)
      .set({
        lastMessage: lastMessageOf(event.body, event.mediaType),
        updatedAt: sql`now()`,
        ...(fromContact ? { unreadMessages: sql`${tickets.unreadMessages} + 1`, lastInboundAt: sql`now()` } : {}),
      })
      .where(
        and(
          eq(tickets.companyId, companyId),
          eq(tickets.id, ticket.id),
          exists(tx.select({ id: inserted.id }).from(inserted)),
        ),
      )
      .returning(),
  );
  const [row] = await tx.with(inserted, touched).select().from(inserted).leftJoin(touched, sql`true`);
  if (!row) return null;
  return { message: row.inserted, ticket: row.touched ?? ticket };
}
