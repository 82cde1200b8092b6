import { AppError } from '@chatdesk/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ConnectionRow } from '../../channels/channel-driver';
import type { ManyMessageInput, OutboundMessages } from '../../channels/outbound/outbound-messages';
import type { ContactsConnection } from '../../channels/pipeline/inbound-conversations';
import { upsertConversations } from '../../channels/pipeline/inbound-conversations';
import { type FoundTicket, findOrCreateTickets } from '../../channels/pipeline/inbound-tickets';
import { tickets } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import { insertTicketLogs } from '../tickets/ticket-history.repository';
import { visibleFieldsOf } from '../tickets/ticket-transition';
import type { TicketRow } from '../tickets/tickets.repository';
import { changedFrom } from './send-on-contact-ticket';
import '../tickets/tickets.events';

/** One recipient of a batch: the number (one per batch), a name for a new contact, the message. */
export interface ContactSendInput {
  number: string;
  name?: string;
  message: Pick<ManyMessageInput, 'body' | 'mediaType' | 'mediaUrl'>;
}

export interface ContactSends {
  /** Per input, in order: the recipient's ticket as the send leaves it, and the message written. */
  sent: { ticket: TicketRow; messageId: number }[];
  /** The tickets' and the messages' events and the first send attempts, once the caller's transaction has committed. */
  afterCommit: () => void;
}

/**
 * sendOnContactTicket for many numbers of one connection, without ticket options (no ticket left
 * waiting for an attendant), in a few statements whatever their number: the contacts upserted in
 * one (as an inbound batch's), their tickets found, reopened or created in one, the messages and
 * their send jobs written together (OutboundMessages.enqueueManyInTransaction), and the tickets
 * opened only for the send closed again together. Each number at most once. Throws when any part
 * fails (ERR_NO_WAPP_FOUND when the connection is gone): the caller runs the rows one by one then.
 */
export async function sendOnContactTickets(
  deps: { outbound: Pick<OutboundMessages, 'enqueueManyInTransaction'>; events: DomainEvents },
  tx: Tx,
  connection: ContactsConnection & Pick<ConnectionRow, 'name'>,
  inputs: readonly ContactSendInput[],
): Promise<ContactSends> {
  if (new Set(inputs.map((input) => input.number)).size !== inputs.length) {
    throw new Error('sendOnContactTickets takes each number once');
  }
  const { companyId } = connection;
  const chats = inputs.map((input) => ({ chat: { id: input.number, name: input.name ?? '', isGroup: false } }));
  const upserted = await upsertConversations(tx, connection, chats);
  if (!upserted) throw new AppError('ERR_NO_WAPP_FOUND');
  const conversations = upserted.conversations.map((conversation) => {
    if (!conversation) throw new AppError('ERR_CREATING_TICKET');
    return conversation;
  });
  const found = await findOrCreateTickets(tx, upserted.connection, upserted.settings, conversations);
  const ticketOf = (contactId: number): FoundTicket => {
    const ticket = found.get(contactId);
    if (!ticket) throw new AppError('ERR_CREATING_TICKET');
    return ticket;
  };
  const opened = conversations.map((conversation) => ticketOf(conversation.chat.id));
  const written = await deps.outbound.enqueueManyInTransaction(
    tx,
    inputs.map((input, index) => ({
      companyId,
      ticketId: opened[index]?.ticket.id ?? 0,
      ...input.message,
      fromBot: false,
    })),
  );
  const messageOf = new Map(written.messages.map((message) => [message.ticketId, message.id]));
  // A ticket opened only for the send is closed again: nothing waits for an attendant.
  const closed = await closeTickets(
    tx,
    companyId,
    opened.flatMap((one) => (one.opened ? [one.ticket.id] : [])),
  );
  const sent = opened.map((one) => {
    const messageId = messageOf.get(one.ticket.id);
    if (messageId === undefined) throw new AppError('ERR_CREATING_MESSAGE');
    return { ticket: closed.get(one.ticket.id) ?? one.ticket, messageId };
  });
  return {
    sent,
    afterCommit: () => {
      // The tickets' events as the inbound path sends them, then the messages'.
      for (const one of opened)
        if (one.opened === 'created')
          deps.events.publish({ type: 'ticket.created', companyId, ticketId: one.ticket.id });
      written.afterCommit();
      opened.forEach((one, index) => {
        const after = sent[index]?.ticket;
        if (one.opened === 'created' || !after) return;
        const before = changedFrom(one.before ?? visibleFieldsOf(one.ticket), visibleFieldsOf(after));
        if (before) deps.events.publish({ type: 'ticket.updated', companyId, ticketId: after.id, before });
      });
    },
  };
}

/**
 * closeTicketNow for many tickets in three statements: closed (the user who had it stays its
 * closer), each with its 'closed' log entry and its attendance's end.
 */
async function closeTickets(tx: Tx, companyId: number, ticketIds: number[]): Promise<Map<number, TicketRow>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await tx
    .update(tickets)
    .set({ status: 'closed', unreadMessages: 0, amountUsedBotQueues: 0, updatedAt: sql`now()` })
    .where(and(eq(tickets.companyId, companyId), inArray(tickets.id, ticketIds)))
    .returning();
  await insertTicketLogs(
    tx,
    rows.map((row) => ({ companyId, ticketId: row.id, type: 'closed', userId: row.userId, queueId: row.queueId })),
  );
  const ids = sql`${`{${rows.map((row) => row.id).join(',')}}`}::int[]`;
  await tx.execute(sql`
    update ticket_trackings tt set closed_at = coalesce(tt.closed_at, now()), user_id = t.user_id,
      queue_id = t.queue_id, updated_at = now()
    from tickets t
    where t.company_id = ${companyId} and t.id = any(${ids}) and tt.id = (
      select id from ticket_trackings where company_id = ${companyId} and ticket_id = t.id order by id desc limit 1)`);
  return new Map(rows.map((row) => [row.id, row]));
}
