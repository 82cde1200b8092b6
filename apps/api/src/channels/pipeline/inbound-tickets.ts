import type { VisibleTicketFields } from '@chatdesk/contracts';
import { AppError } from '@chatdesk/contracts';
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { tickets } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { param, prepared } from '../../platform/db/prepared';
import type { ConnectionRow } from '../channel-driver';
import type { ContactRow, TicketRow } from '../message-row';
import {
  type ConnectionTicketSettings,
  type ContactsConnection,
  type InboundConversation,
  upsertConversations,
} from './inbound-conversations';

/** What a batch's messages bring a ticket: the latest one's preview (none: only reactions) and the contact's count. */
export interface TicketNews {
  lastMessage: string | null;
  unread: number;
}

export interface FoundTicket {
  ticket: TicketRow;
  opened: 'created' | 'reopened' | null;
  /** What visibility saw before a reopen (a closed ticket), for the realtime layer. */
  before?: VisibleTicketFields;
}

/**
 * Each chat's ticket on this connection: its active ticket (already read with the contact
 * upsert), else its last closed one reopened when closed within the connection's
 * timeCreateNewTicket minutes (unless it ended in the rating step), else a new pending ticket (group chats: status 'group' unless the
 * connection treats groups as tickets). The chats without an active ticket are reopened or
 * created in one statement, whatever their number. The partial unique index
 * `tickets_one_active_per_contact` is the arbiter: a create that loses a race inserts nothing and
 * reads the winner; a reopen that loses one fails the transaction, which the caller retries.
 * A ticket opened here takes its messages' `news` (by chat contact id) in the same write, so
 * that the message insert need not update it again. Answers by chat contact id.
 */
export async function findOrCreateTickets(
  tx: Tx,
  connection: ConnectionRow,
  settings: ConnectionTicketSettings,
  conversations: Pick<InboundConversation, 'chat' | 'activeTicket'>[],
  news: Map<number, TicketNews> = new Map(),
): Promise<Map<number, FoundTicket>> {
  const found = new Map<number, FoundTicket>();
  const missing = new Map<number, ContactRow>();
  for (const { chat, activeTicket } of conversations) {
    if (activeTicket) found.set(chat.id, { ticket: activeTicket, opened: null });
    else if (!found.has(chat.id)) missing.set(chat.id, chat);
  }
  if (missing.size === 0) return found;
  const chats = [...missing.values()];
  const rows = await prepared(tx, 'inbound_tickets_open', openQuery).execute({
    companyId: connection.companyId,
    connectionId: connection.id,
    channel: connection.channel,
    windowMinutes: settings.timeCreateNewTicket,
    contactIds: chats.map((chat) => chat.id),
    statuses: chats.map((chat) => (chat.isGroup && settings.groupAsTicket !== 'enabled' ? 'group' : 'pending')),
    isGroups: chats.map((chat) => chat.isGroup),
    lastMessages: chats.map((chat) => news.get(chat.id)?.lastMessage ?? null),
    unreads: chats.map((chat) => news.get(chat.id)?.unread ?? 0),
  });
  for (const { opened, beforeUserId, beforeQueueId, beforeStatus, beforeIsGroup, ...ticket } of rows) {
    missing.delete(ticket.contactId);
    const before = { userId: beforeUserId, queueId: beforeQueueId, status: beforeStatus, isGroup: beforeIsGroup };
    found.set(
      ticket.contactId,
      opened === 'reopened' ? { ticket, opened, before: before as VisibleTicketFields } : { ticket, opened },
    );
  }
  // Creates that lost a race: another transaction's ticket is committed now.
  for (const contactId of missing.keys()) {
    const [winner] = await prepared(tx, 'inbound_ticket_winner', (tx) =>
      tx.select().from(tickets).where(activeTicketByParams()),
    ).execute({ companyId: connection.companyId, connectionId: connection.id, contactId });
    if (!winner) throw new AppError('ERR_CREATING_TICKET');
    found.set(contactId, { ticket: winner, opened: null });
  }
  return found;
}

/**
 * One contact's conversation by its number, for a message that starts outside the channel (the
 * external API's send): the contact upserted like an inbound one's, then its ticket found,
 * reopened or created by the inbound rules. ERR_NO_WAPP_FOUND when the connection is gone.
 * `name` fills a new contact's name (never replaces a real one).
 */
export async function findOrCreateTicketOf(tx: Tx, given: ContactsConnection, number: string, name = '') {
  const upserted = await upsertConversations(tx, given, [{ chat: { id: number, name, isGroup: false } }]);
  const conversation = upserted?.conversations[0];
  if (!upserted || !conversation) throw new AppError('ERR_NO_WAPP_FOUND');
  const found = await findOrCreateTickets(tx, upserted.connection, upserted.settings, [conversation]);
  const ticket = found.get(conversation.chat.id);
  if (!ticket) throw new AppError('ERR_CREATING_TICKET');
  return { contact: conversation.chat, ...ticket };
}

/**
 * The reopen-or-create of findOrCreateTickets, every value a named parameter. `closed`: each chat's
 * last ticket closed within the window (none when the window is 0, nor when that attendance ended
 * in the rating step: a message after the rating opens a new ticket); `reopened`: those still
 * closed when updated (a concurrent reopen makes the update skip it, and the create then races on
 * the unique index); `created`: a new ticket for every other chat. Both take the batch's news. Each opened ticket starts an
 * attendance: its log entry ('create' or 'reopen') and its tracking row, queued from now; a
 * reopened ticket's automation state starts over (`restarted`).
 */
function openQuery(tx: Tx) {
  const companyId = param('companyId');
  const connectionId = param('connectionId');
  const input = tx.$with('input', {}).as(
    sql`select * from unnest(${param('contactIds')}::int[], ${param('statuses')}::varchar[],
        ${param('isGroups')}::boolean[], ${param('lastMessages')}::text[], ${param('unreads')}::int[])
        as i(contact_id, status, is_group, last_message, unread)`,
  );
  // Lateral: one probe of the contact's tickets per chat, never a scan of the company's closed tickets.
  const closed = tx.$with('closed', {}).as(
    sql`select t.id, t.user_id, t.queue_id, t.status, t.is_group, i.status as new_status,
        i.last_message as new_last_message, i.unread as new_unread
      from input i cross join lateral (
        select t.id, t.user_id, t.queue_id, t.status, t.is_group from tickets t
        where t.company_id = ${companyId} and t.contact_id = i.contact_id and t.whatsapp_id = ${connectionId}
          and t.status = 'closed' and t.updated_at >= now() - make_interval(mins => ${param('windowMinutes')}::int)
        order by t.updated_at desc, t.id desc limit 1
      ) t
      where ${param('windowMinutes')}::int > 0
        and not exists (select 1 from ticket_automation a
          where a.company_id = ${companyId} and a.ticket_id = t.id and a.step = 'nps')`,
  );
  const reopened = tx.$with('reopened', getTableColumns(tickets)).as(
    sql`update tickets t set status = c.new_status, user_id = null, amount_used_bot_queues = 0, updated_at = now(),
        last_message = coalesce(c.new_last_message, t.last_message), unread_messages = t.unread_messages + c.new_unread,
        last_inbound_at = case when c.new_unread > 0 then now() else t.last_inbound_at end
      from closed c where t.company_id = ${companyId} and t.id = c.id and t.status = 'closed'
      returning t.*`,
  );
  const created = tx.$with('created', getTableColumns(tickets)).as(
    sql`insert into tickets (company_id, contact_id, whatsapp_id, channel, status, is_group, last_message,
        unread_messages, last_inbound_at)
      select ${companyId}::int, i.contact_id, ${connectionId}::int, ${param('channel')}::varchar, i.status, i.is_group,
        coalesce(i.last_message, ''), i.unread, case when i.unread > 0 then now() end
      from input i where not exists (select 1 from reopened r where r.contact_id = i.contact_id)
      order by i.contact_id
      on conflict do nothing
      returning *`,
  );
  const opened = tx
    .$with('opened', {
      ...getTableColumns(tickets),
      opened: sql<'created' | 'reopened'>`opened`.as('opened'),
      beforeUserId: sql<number | null>`before_user_id`.as('before_user_id'),
      beforeQueueId: sql<number | null>`before_queue_id`.as('before_queue_id'),
      beforeStatus: sql<TicketRow['status'] | null>`before_status`.as('before_status'),
      beforeIsGroup: sql<boolean | null>`before_is_group`.as('before_is_group'),
    })
    .as(
      sql`select c.*, 'created' as opened, null::int as before_user_id, null::int as before_queue_id,
          null::varchar as before_status, null::boolean as before_is_group from created c
        union all
        select r.*, 'reopened', c.user_id, c.queue_id, c.status, c.is_group from reopened r join closed c on c.id = r.id`,
    );
  const logged = tx.$with('logged', {}).as(
    sql`insert into ticket_logs (company_id, ticket_id, type, queue_id)
      select company_id, id, case opened when 'created' then 'create' else 'reopen' end, queue_id from opened`,
  );
  // A reopened ticket's bot starts over (no menu on screen, no invalid answers counted).
  const restarted = tx.$with('restarted', {}).as(
    sql`update ticket_automation a set step = 'idle', chatbot_id = null, attempts = 0
      from reopened r where a.company_id = ${companyId} and a.ticket_id = r.id`,
  );
  const tracked = tx.$with('tracked', {}).as(
    sql`insert into ticket_trackings (company_id, ticket_id, whatsapp_id, queue_id, queued_at)
      select company_id, id, whatsapp_id, queue_id, now() from opened`,
  );
  return tx.with(input, closed, reopened, created, opened, logged, restarted, tracked).select().from(opened);
}

/** The contact's active ticket on the connection, the ids as parameters of a prepared statement. */
const activeTicketByParams = () =>
  and(
    eq(tickets.companyId, sql.placeholder('companyId')),
    eq(tickets.whatsappId, sql.placeholder('connectionId')),
    eq(tickets.contactId, sql.placeholder('contactId')),
    ne(tickets.status, 'closed'),
  );
