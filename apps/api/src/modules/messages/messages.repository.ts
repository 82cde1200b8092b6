import { and, eq, type SQL } from 'drizzle-orm';
import { companies, connections, contacts, messages, queues, tickets, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { type FixedStatement, param, prepared, runFixed } from '../../platform/db/prepared';
import type { MessageRow } from './message-answers';

/** Queries of the messages module. Every call runs inside the caller's tenant transaction (RLS). */

export type TicketRow = typeof tickets.$inferSelect;
export type ConversationTicket = Pick<
  TicketRow,
  'id' | 'uuid' | 'status' | 'userId' | 'queueId' | 'isGroup' | 'contactId' | 'whatsappId' | 'channel'
>;

const conversationColumns = {
  id: tickets.id,
  uuid: tickets.uuid,
  status: tickets.status,
  userId: tickets.userId,
  queueId: tickets.queueId,
  isGroup: tickets.isGroup,
  contactId: tickets.contactId,
  whatsappId: tickets.whatsappId,
  channel: tickets.channel,
};

export async function findTicket(
  tx: Tx,
  companyId: number,
  by: { id: number } | { uuid: string },
): Promise<ConversationTicket | null> {
  const [row] =
    'id' in by
      ? await prepared(tx, 'conversation_ticket_by_id', ticketWhere(eq(tickets.id, param('id')))).execute({
          companyId,
          id: by.id,
        })
      : await prepared(tx, 'conversation_ticket_by_uuid', ticketWhere(eq(tickets.uuid, param('uuid')))).execute({
          companyId,
          uuid: by.uuid,
        });
  return row ?? null;
}

const ticketWhere = (match: SQL) => (tx: Tx) =>
  tx
    .select(conversationColumns)
    .from(tickets)
    .where(and(eq(tickets.companyId, param('companyId')), match));

type QueueBrief = { id: number; name: string; color: string };
type HistoryRow = ConversationTicket & { queueName: string | null; queueColor: string | null };

/**
 * The ticket of `uuid` with its queue, and the contact's tickets up to it, newest first (the ticket itself first),
 * at most `limit`: what a conversation page needs before its messages, in one prepared statement. Null: the company
 * has no such ticket.
 */
export async function findConversationHistory(
  tx: Tx,
  companyId: number,
  uuid: string,
  limit: number,
): Promise<{ ticket: ConversationTicket & { queue: QueueBrief | null }; history: ConversationTicket[] } | null> {
  const rows = await runFixed<HistoryRow>(tx, conversationHistory, [companyId, uuid, limit]);
  const history = rows.map(({ queueName: _name, queueColor: _color, ...ticket }) => ticket);
  const [first] = rows;
  const [ticket] = history;
  if (!first || !ticket) return null;
  const { queueId, queueName, queueColor } = first;
  const queue =
    queueId !== null && queueName !== null && queueColor !== null
      ? { id: queueId, name: queueName, color: queueColor }
      : null;
  return { ticket: { ...ticket, queue }, history };
}

/** $1 company, $2 the conversation ticket's uuid, $3 rows; the (company_id, contact_id, id) index read backwards. */
const conversationHistory: FixedStatement = {
  name: 'conversation_history',
  text: `
  select h.id, h.uuid, h.status, h.user_id as "userId", h.queue_id as "queueId", h.is_group as "isGroup",
         h.contact_id as "contactId", h.whatsapp_id as "whatsappId", h.channel,
         q.name as "queueName", q.color as "queueColor"
    from tickets t
    cross join lateral (
      select * from tickets h
       where h.company_id = $1 and h.contact_id = t.contact_id and h.id <= t.id
       order by h.id desc limit $3
    ) h
    left join queues q on q.id = t.queue_id
   where t.company_id = $1 and t.uuid = $2
   order by h.id desc`,
};

/**
 * The ids of one page of a conversation over several tickets, newest first, in one prepared
 * statement (the answers read the rows themselves). Each ticket contributes at most offset + limit
 * rows read backwards on (company_id, ticket_id, created_at, id), so a page costs the same whether
 * the conversation holds a hundred messages or a million. With a `before` message the page
 * continues strictly before it (keyset); otherwise `offset` counts rows.
 */
export async function findMessagesPage(
  tx: Tx,
  companyId: number,
  ticketIds: number[],
  page: { limit: number; offset: number; before?: { createdAt: Date; id: number } },
): Promise<number[]> {
  if (ticketIds.length === 0) return [];
  const offset = page.before ? 0 : page.offset;
  const values = [companyId, ticketIds, offset + page.limit, page.limit, offset];
  const rows = page.before
    ? await runFixed<{ id: number }>(tx, pageBefore, [...values, page.before.createdAt.toISOString(), page.before.id])
    : await runFixed<{ id: number }>(tx, pageFromTop, values);
  return rows.map((row) => row.id);
}

/** $1 company, $2 ticket ids, $3 rows per ticket, $4 limit, $5 offset; `cursor` may add $6 and $7. */
const pageIdsSql = (cursor: string) => `
  select page.id from unnest($2::int[]) as t(ticket_id)
  cross join lateral (
    select m.id, m.created_at from messages m
    where m.company_id = $1 and m.ticket_id = t.ticket_id ${cursor}
    order by m.created_at desc, m.id desc
    limit $3
  ) page
  order by page.created_at desc, page.id desc
  limit $4 offset $5`;

const pageFromTop: FixedStatement = { name: 'conversation_page_ids', text: pageIdsSql('') };
const pageBefore: FixedStatement = {
  name: 'conversation_page_ids_before',
  text: pageIdsSql('and (m.created_at, m.id) < ($6::timestamptz, $7::int)'),
};

export async function findMessage(tx: Tx, companyId: number, id: number): Promise<MessageRow | null> {
  const [row] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.companyId, companyId), eq(messages.id, id)));
  return row ?? null;
}

export async function updateMessage(
  tx: Tx,
  companyId: number,
  id: number,
  patch: Partial<Pick<MessageRow, 'body' | 'isEdited' | 'isDeleted'>>,
): Promise<void> {
  await tx
    .update(messages)
    .set(patch)
    .where(and(eq(messages.companyId, companyId), eq(messages.id, id)));
}

/** Inbound messages of the ticket become read; returns how many changed. */
export async function markInboundRead(tx: Tx, companyId: number, ticketId: number): Promise<number> {
  const rows = await tx
    .update(messages)
    .set({ read: true })
    .where(
      and(
        eq(messages.companyId, companyId),
        eq(messages.ticketId, ticketId),
        eq(messages.fromMe, false),
        eq(messages.read, false),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

export async function findUserName(tx: Tx, companyId: number, userId: number): Promise<string | null> {
  const [row] = await tx
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row?.name ?? null;
}

export async function findContactRow(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.id, id)));
  return row ?? null;
}

export async function findConnection(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .select()
    .from(connections)
    .where(and(eq(connections.companyId, companyId), eq(connections.id, id)));
  return row ?? null;
}

/**
 * What the message variables of a text on this ticket read (spec 1 §4): the contact's, queue's and
 * connection's names, the sender's name and the company's time zone, in one statement.
 */
export async function findVariableContext(tx: Tx, companyId: number, ticketId: number, userId: number) {
  const [row] = await tx
    .select({
      contactName: contacts.name,
      queueName: queues.name,
      connectionName: connections.name,
      userName: users.name,
      timeZone: companies.timezone,
    })
    .from(tickets)
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .innerJoin(contacts, eq(contacts.id, tickets.contactId))
    .leftJoin(queues, eq(queues.id, tickets.queueId))
    .leftJoin(connections, eq(connections.id, tickets.whatsappId))
    .leftJoin(users, and(eq(users.companyId, companyId), eq(users.id, userId)))
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)));
  return row ?? null;
}

/** The messages of a stored media file (`{32 hex}.{ext}`): one, or a few when it was forwarded. */
export async function findMessagesWithMedia(
  tx: Tx,
  companyId: number,
  file: string,
  limit = 20,
): Promise<MessageRow[]> {
  return tx
    .select()
    .from(messages)
    .where(and(eq(messages.companyId, companyId), eq(messages.mediaUrl, file)))
    .orderBy(messages.id)
    .limit(limit);
}
