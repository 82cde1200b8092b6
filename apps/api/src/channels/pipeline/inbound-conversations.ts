import { getTableColumns, sql } from 'drizzle-orm';
import { connections, contacts, tickets } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { param, prepared } from '../../platform/db/prepared';
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
}

/** Who an inbound message names: its chat, its group author, and its external id (none: an outbound start). */
export interface ConversationInput {
  externalId?: string;
  chat: InboundSender & { isGroup: boolean };
  participant?: InboundSender | undefined;
}

export interface UpsertedConversations {
  /** The connection's row as stored now (read in the same statement). */
  connection: ConnectionRow;
  settings: ConnectionTicketSettings;
  /** Per input, in order: its conversation, or null when its external id is already stored (a repeat). */
  conversations: (InboundConversation | null)[];
}

export type ContactsConnection = Pick<ConnectionRow, 'companyId' | 'id' | 'channel'>;

/**
 * Upserts the contacts of a batch of inbound messages (each one's chat and, for a group message,
 * its author) on the (company, channel, number) unique index, in one prepared statement whose
 * values are arrays: the same text for any batch size. The statement also reads the connection's
 * row, the chats' active tickets and which external ids are already stored — a repeated delivery
 * upserts nothing. Concurrent first messages never duplicate a contact, and the upsert locks the
 * contacts' rows (in number order, so two batches cannot deadlock) until commit, which serializes
 * one conversation's messages through ticket find-or-create. Throws ERR_NO_WAPP_FOUND through the
 * caller when the connection is gone: nothing is upserted then.
 *
 * Names: a name from the channel fills a stand-in name (empty, or the number itself) and never
 * replaces a real one, because we cannot tell an attendant's edit from an older channel name and
 * the attendant's choice matters more; within a batch the first real name wins. Pictures follow
 * the channel when it sends one (the latest in the batch).
 */
export async function upsertConversations(
  tx: Tx,
  connection: ContactsConnection,
  inputs: ConversationInput[],
): Promise<UpsertedConversations | null> {
  const rows = inputs.flatMap((input) => [
    { ...contactOf(input.chat, input.chat.isGroup), externalId: input.externalId ?? null },
    ...(input.participant ? [{ ...contactOf(input.participant, false), externalId: input.externalId ?? null }] : []),
  ]);
  const found = await prepared(tx, 'inbound_conversations', conversationsQuery).execute({
    companyId: connection.companyId,
    connectionId: connection.id,
    channel: connection.channel,
    externalIds: inputs.flatMap((input) => (input.externalId === undefined ? [] : [input.externalId])),
    numbers: rows.map((row) => row.number),
    names: rows.map((row) => row.name),
    isGroups: rows.map((row) => row.isGroup),
    pictures: rows.map((row) => row.urlPicture),
    rowExternalIds: rows.map((row) => row.externalId),
  });
  const stored = found.find((row) => row.whatsapps)?.whatsapps;
  if (!stored) return null;
  const known = new Set(found[0]?.known.ids);
  const byNumber = new Map<string, { contact: ContactRow; activeTicket: TicketRow | null }>();
  for (const { upserted: contact, active: activeTicket } of found)
    if (contact) byNumber.set(contact.number, { contact, activeTicket });
  const conversations = inputs.map((input): InboundConversation | null => {
    if (input.externalId !== undefined && known.has(input.externalId)) return null;
    const chat = byNumber.get(number(input.chat));
    if (!chat) throw new Error(`Inbound contact ${input.chat.id} was not upserted`);
    const author = input.participant ? byNumber.get(number(input.participant)) : undefined;
    return { chat: chat.contact, author: author?.contact ?? chat.contact, activeTicket: chat.activeTicket };
  });
  const settings = { timeCreateNewTicket: stored.timeCreateNewTicket, groupAsTicket: stored.groupAsTicket };
  return { connection: stored, settings, conversations };
}

/**
 * The statement of upsertConversations, every value a named parameter. `known`: the batch's external
 * ids already stored; `input`: one row per contact of a message not known; `merged`: one row per
 * number (ON CONFLICT may touch a row once per statement); `upserted`: the contacts as stored.
 * The result has one row per contact, or a single row without contact when nothing was upserted;
 * one of them carries the connection, none when the company has no such connection.
 */
function conversationsQuery(tx: Tx) {
  const companyId = param('companyId');
  const connectionId = param('connectionId');
  const known = tx.$with('known', { ids: sql<string[]>`ids`.as('ids') }).as(
    sql`select coalesce(array_agg(external_id), '{}') as ids from messages
      where company_id = ${companyId} and whatsapp_id = ${connectionId}
        and external_id = any(${param('externalIds')}::varchar[])`,
  );
  const connection = tx
    .$with('connection', {})
    .as(sql`select id from whatsapps where company_id = ${companyId} and id = ${connectionId}`);
  const input = tx.$with('input', {}).as(
    sql`select * from unnest(${param('numbers')}::varchar[], ${param('names')}::varchar[],
        ${param('isGroups')}::boolean[], ${param('pictures')}::varchar[], ${param('rowExternalIds')}::varchar[])
        with ordinality as i(number, name, is_group, url_picture, external_id, ord)
      where i.external_id is null or not exists (select 1 from known where i.external_id = any(known.ids))`,
  );
  const merged = tx.$with('merged', {}).as(
    sql`select number, (array_agg(name order by name = number, ord))[1] as name, bool_or(is_group) as is_group,
        (array_agg(url_picture order by ord desc) filter (where url_picture is not null))[1] as url_picture
      from input group by number`,
  );
  const upserted = tx.$with('upserted', getTableColumns(contacts)).as(
    sql`insert into contacts (company_id, channel, number, name, is_group, url_picture, whatsapp_id)
      select ${companyId}::int, ${param('channel')}::varchar, number, name, is_group, url_picture, ${connectionId}::int
      from merged where exists (select 1 from connection) order by number
      on conflict (company_id, channel, number) do update set
        name = case when excluded.name <> excluded.number and (contacts.name = '' or contacts.name = contacts.number)
          then excluded.name else contacts.name end,
        url_picture = coalesce(excluded.url_picture, contacts.url_picture),
        whatsapp_id = excluded.whatsapp_id
      returning *`,
  );
  // Lateral, so each contact's ticket is one probe of `tickets_one_active_per_contact`: a plain join
  // was planned as a scan of all the connection's active tickets, filtered by contact.
  const active = tx
    .select()
    .from(tickets)
    .where(
      sql`${tickets.companyId} = ${companyId} and ${tickets.whatsappId} = ${connectionId}
        and ${tickets.contactId} = ${upserted.id} and ${tickets.status} <> 'closed'`,
    )
    .limit(1)
    .as('active');
  return (
    tx
      .with(known, connection, input, merged, upserted)
      .select()
      .from(known)
      .leftJoin(upserted, sql`true`)
      // The connection's row once, on the first contact's row (or the only row when none was upserted).
      .leftJoin(
        connections,
        sql`${connections.companyId} = ${companyId} and ${connections.id} = ${connectionId}
        and (${upserted.id} is null or ${upserted.number} = (select min(number) from merged))`,
      )
      .leftJoinLateral(active, sql`true`)
  );
}

const number = (sender: InboundSender) => sender.id.trim();

function contactOf(sender: InboundSender, isGroup: boolean) {
  const id = number(sender);
  // A driver bug, not a contact's fault: refuse loudly rather than store a truncated id.
  if (id === '' || id.length > maxNumberLength) throw new Error(`Invalid inbound sender id "${sender.id}"`);
  return {
    number: id,
    name: (sender.name.trim() || id).slice(0, maxNameLength),
    isGroup,
    urlPicture: sender.urlPicture ?? null,
  };
}
