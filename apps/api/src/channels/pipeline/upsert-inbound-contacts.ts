import { AppError } from '@chatdesk/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { connections, contacts, tickets } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import type { ConnectionRow, InboundSender } from '../channel-driver';
import type { ContactRow, TicketRow } from '../message-row';

const maxNumberLength = 50;
const maxNameLength = 250;

/** The connection's ticket settings, read fresh in the same statement rather than trusted from the driver's copy. */
export interface ConnectionTicketSettings {
  timeCreateNewTicket: number;
  groupAsTicket: 'enabled' | 'disabled';
}

export interface InboundConversation {
  /** The conversation's contact (the group for group messages). */
  chat: ContactRow;
  /** Who wrote: the chat contact, or the participant of a group. */
  author: ContactRow;
  /** The chat contact's active ticket on this connection, if any (as of the statement's snapshot). */
  activeTicket: TicketRow | null;
  settings: ConnectionTicketSettings;
}

/**
 * Upserts the conversation's contact and, for a group message, its author, on the (company,
 * channel, number) unique index, so concurrent first messages never duplicate a contact; the same
 * statement reads the connection's settings and the chat's active ticket (one round trip for the
 * common case). The upsert locks the chat contact's row until commit, which serializes one
 * conversation's messages through ticket find-or-create.
 *
 * Names: a name from the channel fills a placeholder (empty, or the number itself) and never
 * replaces a real one, because we cannot tell an attendant's edit from an older channel name and
 * the attendant's choice matters more. Pictures follow the channel when it sends one.
 */
export async function upsertInboundContacts(
  tx: Tx,
  connection: ConnectionRow,
  chat: InboundSender & { isGroup: boolean },
  participant: InboundSender | undefined,
): Promise<InboundConversation> {
  const chatValues = row(connection, chat, chat.isGroup);
  const values = [chatValues];
  const authorValues = participant && row(connection, participant, false);
  if (authorValues && authorValues.number !== chatValues.number) values.push(authorValues);
  const upserted = tx.$with('upserted').as(
    tx
      .insert(contacts)
      .values(values)
      .onConflictDoUpdate({
        target: [contacts.companyId, contacts.channel, contacts.number],
        set: {
          name: sql`CASE WHEN excluded.name <> excluded.number AND (${contacts.name} = '' OR ${contacts.name} = ${contacts.number}) THEN excluded.name ELSE ${contacts.name} END`,
          urlPicture: sql`COALESCE(excluded.url_picture, ${contacts.urlPicture})`,
          whatsappId: sql`excluded.whatsapp_id`,
        },
      })
      .returning(),
  );
  const { companyId } = connection;
  const rows = await tx
    .with(upserted)
    .select()
    .from(upserted)
    .innerJoin(connections, and(eq(connections.companyId, companyId), eq(connections.id, connection.id)))
    .leftJoin(
      tickets,
      and(
        eq(upserted.number, chatValues.number),
        eq(tickets.companyId, companyId),
        eq(tickets.whatsappId, connection.id),
        eq(tickets.contactId, upserted.id),
        ne(tickets.status, 'closed'),
      ),
    );
  const chatRow = rows.find((found) => found.upserted.number === chatValues.number);
  // No row: the connection is gone (deleted, or not this company's).
  if (!chatRow) throw new AppError('ERR_NO_WAPP_FOUND');
  const authorRow = rows.find((found) => found.upserted.number === authorValues?.number) ?? chatRow;
  return {
    chat: chatRow.upserted,
    author: authorRow.upserted,
    activeTicket: chatRow.tickets,
    settings: {
      timeCreateNewTicket: chatRow.whatsapps.timeCreateNewTicket,
      groupAsTicket: chatRow.whatsapps.groupAsTicket,
    },
  };
}

function row(connection: ConnectionRow, sender: InboundSender, isGroup: boolean): typeof contacts.$inferInsert {
  const number = sender.id.trim();
  // A driver bug, not a contact's fault: refuse loudly rather than store a truncated id.
  if (number === '' || number.length > maxNumberLength) throw new Error(`Invalid inbound sender id "${sender.id}"`);
  return {
    companyId: connection.companyId,
    channel: connection.channel,
    number,
    name: (sender.name.trim() || number).slice(0, maxNameLength),
    isGroup,
    urlPicture: sender.urlPicture ?? null,
    whatsappId: connection.id,
  };
}
