import { getTableColumns, sql } from 'drizzle-orm';
import { messages, tickets } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { param, prepared } from '../../platform/db/prepared';
import type { ConnectionRow, NormalizedInboundMessage } from '../channel-driver';
import type { ContactRow, MessageRow, TicketRow } from '../message-row';
import { lastMessageOf } from './last-message';

/** One message to store: the event, its stored file, and the ticket and author it goes under. */
export interface MessageToRecord {
  event: NormalizedInboundMessage;
  mediaUrl: string | null;
  ticket: TicketRow;
  author: ContactRow;
}

export interface RecordedMessage {
  message: MessageRow;
  /** Its ticket after the batch's update (the same row for every message of that ticket). */
  ticket: TicketRow;
}

/**
 * Inserts a batch of inbound messages and updates their tickets in one prepared statement whose
 * values are arrays (the same text for any batch size). A message whose external id is already
 * stored hits the (company, connection, external id) unique index and is left out: the answer has
 * a slot per input, null for those. Each ticket gets its preview and order from its latest
 * message, an unread count and the reply window (lastInboundAt) from the contact's own; a reaction
 * is not news and leaves its ticket as it is. Tickets in `settledTicketIds` already took these
 * messages' news when they were opened (findOrCreateTickets) and are left as they are. The quoted message is looked up by external id
 * among this connection's messages stored before the statement (ChannelRuntime never batches a
 * message with the one it quotes).
 */
export async function recordInboundMessages(
  tx: Tx,
  connection: Pick<ConnectionRow, 'companyId' | 'id'>,
  batch: MessageToRecord[],
  settledTicketIds: number[],
): Promise<(RecordedMessage | null)[]> {
  const rows = await prepared(tx, 'inbound_messages_record', recordQuery).execute({
    companyId: connection.companyId,
    connectionId: connection.id,
    settledTicketIds,
    ticketIds: batch.map((item) => item.ticket.id),
    contactIds: batch.map((item) => item.author.id),
    queueIds: batch.map((item) => item.ticket.queueId),
    externalIds: batch.map((item) => item.event.externalId),
    bodies: batch.map((item) => item.event.body),
    fromMes: batch.map((item) => item.event.fromMe),
    mediaTypes: batch.map((item) => item.event.mediaType),
    mediaUrls: batch.map((item) => item.mediaUrl),
    // What drizzle's jsonb column would send: the value as JSON text.
    dataJsons: batch.map((item) => (item.event.dataJson == null ? null : JSON.stringify(item.event.dataJson))),
    // No (or an empty) quoted id looks nothing up.
    quotedExternalIds: batch.map((item) => item.event.quotedExternalId || null),
    // Sent from the phone itself: it already left; a contact's message has no delivery state.
    acks: batch.map((item) => (item.event.fromMe ? 1 : 0)),
    createdAts: batch.map((item) => item.event.timestamp?.toISOString() ?? null),
    lastMessages: batch.map((item) => lastMessageOf(item.event.body, item.event.mediaType)),
  });
  const byExternalId = new Map(rows.map((row) => [row.inserted.externalId, row]));
  return batch.map((item) => {
    const row = byExternalId.get(item.event.externalId);
    return row ? { message: row.inserted, ticket: row.touched ?? item.ticket } : null;
  });
}

/**
 * The statement of recordInboundMessages, every value a named parameter. `input`: one row per message
 * with its position; `inserted`: the rows stored, in input order (ids and, without a channel
 * time, creation times follow it); `touched`: each ticket updated once from its inserted messages
 * but reactions — the latest one's preview, one unread per contact message.
 */
function recordQuery(tx: Tx) {
  const companyId = param('companyId');
  const connectionId = param('connectionId');
  const input = tx.$with('input', {}).as(
    sql`select * from unnest(${param('ticketIds')}::int[], ${param('contactIds')}::int[],
        ${param('queueIds')}::int[], ${param('externalIds')}::varchar[], ${param('bodies')}::text[],
        ${param('fromMes')}::boolean[], ${param('mediaTypes')}::varchar[], ${param('mediaUrls')}::varchar[],
        ${param('dataJsons')}::jsonb[], ${param('quotedExternalIds')}::varchar[], ${param('acks')}::smallint[],
        ${param('createdAts')}::timestamptz[], ${param('lastMessages')}::text[])
      with ordinality as i(ticket_id, contact_id, queue_id, external_id, body, from_me, media_type, media_url,
        data_json, quoted_external_id, ack, created_at, last_message, ord)`,
  );
  const inserted = tx.$with('inserted', getTableColumns(messages)).as(
    sql`insert into messages (company_id, ticket_id, whatsapp_id, contact_id, queue_id, external_id, body,
        from_me, media_type, media_url, data_json, quoted_msg_id, ack, created_at)
      select ${companyId}::int, i.ticket_id, ${connectionId}::int, i.contact_id, i.queue_id, i.external_id, i.body,
        i.from_me, i.media_type, i.media_url, i.data_json,
        (select q.id from messages q where q.company_id = ${companyId} and q.whatsapp_id = ${connectionId}
          and q.external_id = i.quoted_external_id),
        i.ack, coalesce(i.created_at, clock_timestamp())
      from input i order by i.ord
      on conflict do nothing
      returning *`,
  );
  const touched = tx.$with('touched', getTableColumns(tickets)).as(
    sql`update tickets t set last_message = news.last_message, updated_at = now(),
        unread_messages = t.unread_messages + news.unread,
        last_inbound_at = case when news.unread > 0 then now() else t.last_inbound_at end
      from (
        select i.ticket_id, (array_agg(i.last_message order by i.ord desc))[1] as last_message,
          (count(*) filter (where not i.from_me))::int as unread
        from inserted m join input i on i.external_id = m.external_id
        where i.media_type <> 'reactionMessage'
        group by i.ticket_id
      ) news
      where t.company_id = ${companyId} and t.id = news.ticket_id
        and t.id <> all(${param('settledTicketIds')}::int[])
      returning t.*`,
  );
  return tx
    .with(input, inserted, touched)
    .select()
    .from(inserted)
    .leftJoin(touched, sql`${touched.id} = ${inserted.ticketId}`);
}
