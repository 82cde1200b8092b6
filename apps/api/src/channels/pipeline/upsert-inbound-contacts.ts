import { AppError } from '@chatdesk/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { connections, contacts, tickets } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
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
  /** The connection's row as stored now (read in the same statement). */
  connection: ConnectionRow;
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
  connection: ContactsConnection,
  chat: InboundSender & { isGroup: boolean },
  participant: InboundSender | undefined,
): Promise<InboundConversation> {
  const upsert = inboundContacts(connection, chat, participant);
  const rows = await prepared(tx, `inbound_contacts_upsert_${upsert.count}`, (tx) =>
    upsertQuery(tx, upsert.count),
  ).execute(upsert.values);
  return conversationOf(
    upsert,
    rows.map((found) => ({ contact: found.upserted, connection: found.whatsapps, activeTicket: found.tickets })),
  );
}

type ContactsConnection = Pick<ConnectionRow, 'companyId' | 'id' | 'channel'>;

/** The contacts an inbound message upserts, as placeholder values of the upsert statements. */
export function inboundContacts(
  connection: ContactsConnection,
  chat: InboundSender & { isGroup: boolean },
  participant: InboundSender | undefined,
) {
  const chatValues = row(chat, chat.isGroup);
  const authorValues = participant && row(participant, false);
  const twoContacts = !!authorValues && authorValues.number !== chatValues.number;
  return {
    count: twoContacts ? (2 as const) : (1 as const),
    chatNumber: chatValues.number,
    authorNumber: authorValues?.number,
    values: {
      companyId: connection.companyId,
      connectionId: connection.id,
      channel: connection.channel,
      ...placeholderValues(0, chatValues),
      ...(twoContacts && authorValues ? placeholderValues(1, authorValues) : {}),
    },
  };
}

/** The conversation from the upsert's rows (one per contact); ERR_NO_WAPP_FOUND when there are none. */
export function conversationOf(
  upsert: ReturnType<typeof inboundContacts>,
  rows: { contact: ContactRow; connection: ConnectionRow; activeTicket: TicketRow | null }[],
): InboundConversation {
  const chatRow = rows.find((found) => found.contact.number === upsert.chatNumber);
  // No row: the connection is gone (deleted, or not this company's).
  if (!chatRow) throw new AppError('ERR_NO_WAPP_FOUND');
  const authorRow = rows.find((found) => found.contact.number === upsert.authorNumber) ?? chatRow;
  return {
    chat: chatRow.contact,
    author: authorRow.contact,
    activeTicket: chatRow.activeTicket,
    settings: {
      timeCreateNewTicket: chatRow.connection.timeCreateNewTicket,
      groupAsTicket: chatRow.connection.groupAsTicket,
    },
    connection: chatRow.connection,
  };
}

type ContactValues = ReturnType<typeof row>;
const contactFields = ['number', 'name', 'isGroup', 'urlPicture'] as const;
const placeholderValues = (index: number, values: ContactValues) =>
  Object.fromEntries(contactFields.map((field) => [`${field}${index}`, values[field]]));

/** The upsert of `count` contacts as a CTE named `upserted`, every value a placeholder (contact 0 is the chat). */
export function upsertedContacts(tx: Tx, count: 1 | 2) {
  const values = Array.from({ length: count }, (_, index) => ({
    companyId: sql.placeholder('companyId'),
    channel: sql.placeholder('channel'),
    number: sql.placeholder(`number${index}`),
    name: sql.placeholder(`name${index}`),
    isGroup: sql.placeholder(`isGroup${index}`),
    urlPicture: sql.placeholder(`urlPicture${index}`),
    whatsappId: sql.placeholder('connectionId'),
  }));
  return tx.$with('upserted').as(
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
}

/** The message's connection row, by the companyId and connectionId placeholders. */
export const storedConnection = () =>
  and(eq(connections.companyId, sql.placeholder('companyId')), eq(connections.id, sql.placeholder('connectionId')));

/** The chat contact's active ticket on the connection, for joins on the `upserted` CTE. */
export const activeTicketOfChat = (upserted: ReturnType<typeof upsertedContacts>) =>
  and(
    eq(upserted.number, sql.placeholder('number0')),
    eq(tickets.companyId, sql.placeholder('companyId')),
    eq(tickets.whatsappId, sql.placeholder('connectionId')),
    eq(tickets.contactId, upserted.id),
    ne(tickets.status, 'closed'),
  );

/**
 * The upsert of `count` contacts (the chat's, and a group's author) with the connection's settings
 * and the chat's active ticket, built once per pooled connection as a prepared statement: every
 * value is a placeholder. Contact 0 is the chat.
 */
function upsertQuery(tx: Tx, count: 1 | 2) {
  const upserted = upsertedContacts(tx, count);
  return tx
    .with(upserted)
    .select()
    .from(upserted)
    .innerJoin(connections, storedConnection())
    .leftJoin(tickets, activeTicketOfChat(upserted));
}

function row(sender: InboundSender, isGroup: boolean) {
  const number = sender.id.trim();
  // A driver bug, not a contact's fault: refuse loudly rather than store a truncated id.
  if (number === '' || number.length > maxNumberLength) throw new Error(`Invalid inbound sender id "${sender.id}"`);
  return {
    number,
    name: (sender.name.trim() || number).slice(0, maxNameLength),
    isGroup,
    urlPicture: sender.urlPicture ?? null,
  };
}
