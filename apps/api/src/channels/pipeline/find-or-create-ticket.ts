import type { VisibleTicketFields } from '@chatdesk/contracts';
import { AppError } from '@chatdesk/contracts';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { ticketLogs, tickets, ticketTrackings } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
import type { ConnectionRow } from '../channel-driver';
import type { ContactRow, TicketRow } from '../message-row';
import type { InboundConversation } from './upsert-inbound-contacts';

export interface FoundTicket {
  ticket: TicketRow;
  opened: 'created' | 'reopened' | null;
  /** What visibility saw before a reopen (a closed ticket), for the realtime layer. */
  before?: VisibleTicketFields;
}

/**
 * The contact's active ticket on this connection (already read with the contact upsert), else its
 * last closed one reopened when closed within the connection's timeCreateNewTicket minutes, else a
 * new pending ticket (group chats: status 'group' unless the connection treats groups as
 * tickets). The partial unique index `tickets_one_active_per_contact` is the arbiter: a create
 * that loses a race inserts nothing and reads the winner; a reopen that loses one fails the
 * transaction, which the caller retries.
 */
export async function findOrCreateTicket(
  tx: Tx,
  connection: ConnectionRow,
  { chat: contact, activeTicket, settings }: InboundConversation,
): Promise<FoundTicket> {
  const companyId = connection.companyId;
  if (activeTicket) return { ticket: activeTicket, opened: null };

  const status = contact.isGroup && settings.groupAsTicket !== 'enabled' ? 'group' : 'pending';
  if (settings.timeCreateNewTicket > 0) {
    const reopened = await reopenRecentTicket(tx, connection, contact, status, settings.timeCreateNewTicket);
    if (reopened) return reopened;
  }
  const [created] = await prepared(tx, 'inbound_ticket_create', createTicketQuery).execute({
    companyId,
    contactId: contact.id,
    connectionId: connection.id,
    channel: connection.channel,
    status,
    isGroup: contact.isGroup,
  });
  if (!created) {
    // Another transaction created it between our read and our insert: its row is committed now.
    const [winner] = await prepared(tx, 'inbound_ticket_winner', (tx) =>
      tx.select().from(tickets).where(activeTicketOfPlaceholders()),
    ).execute({ companyId, connectionId: connection.id, contactId: contact.id });
    if (!winner) throw new AppError('ERR_CREATING_TICKET');
    return { ticket: winner, opened: null };
  }
  return { ticket: created, opened: 'created' };
}

/**
 * The new pending ticket with its attendance started (log entry and tracking row, like
 * startAttendance), in one prepared statement: the log and tracking rows are made only from the
 * row the insert returned, so a create that loses the race inserts none of the three.
 */
function createTicketQuery(tx: Tx) {
  const created = tx.$with('created').as(
    tx
      .insert(tickets)
      .values({
        companyId: sql.placeholder('companyId'),
        contactId: sql.placeholder('contactId'),
        whatsappId: sql.placeholder('connectionId'),
        channel: sql.placeholder('channel'),
        status: sql.placeholder('status'),
        isGroup: sql.placeholder('isGroup'),
      })
      .onConflictDoNothing()
      .returning(),
  );
  const logged = tx
    .$with('logged', {})
    .as(
      sql`insert into ${ticketLogs} (company_id, ticket_id, type, queue_id) select company_id, id, 'create', queue_id from ${created}`,
    );
  const tracked = tx
    .$with('tracked', {})
    .as(
      sql`insert into ${ticketTrackings} (company_id, ticket_id, whatsapp_id, queue_id, queued_at) select company_id, id, whatsapp_id, queue_id, now() from ${created}`,
    );
  return tx.with(created, logged, tracked).select().from(created);
}

async function reopenRecentTicket(
  tx: Tx,
  connection: ConnectionRow,
  contact: ContactRow,
  status: 'pending' | 'group',
  windowMinutes: number,
): Promise<FoundTicket | null> {
  const [closed] = await tx
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.companyId, connection.companyId),
        eq(tickets.contactId, contact.id),
        eq(tickets.whatsappId, connection.id),
        eq(tickets.status, 'closed'),
        // A closed ticket's updatedAt is its closing time (closing is its last change).
        sql`${tickets.updatedAt} >= now() - make_interval(mins => ${windowMinutes})`,
      ),
    )
    .orderBy(desc(tickets.updatedAt), desc(tickets.id))
    .limit(1)
    .for('update');
  if (!closed) return null;
  const [ticket] = await tx
    .update(tickets)
    .set({ status, userId: null, amountUsedBotQueues: 0, updatedAt: sql`now()` })
    .where(and(eq(tickets.companyId, connection.companyId), eq(tickets.id, closed.id)))
    .returning();
  if (!ticket) return null;
  await startAttendance(tx, ticket, 'reopen');
  const before = { userId: closed.userId, queueId: closed.queueId, status: closed.status, isGroup: closed.isGroup };
  return { ticket, opened: 'reopened', before };
}

/** A new attendance: its log entry and its tracking row, queued from now (a create does it in its statement). */
async function startAttendance(tx: Tx, ticket: TicketRow, type: 'reopen') {
  const { companyId, id: ticketId, queueId, whatsappId } = ticket;
  await tx.insert(ticketLogs).values({ companyId, ticketId, type, queueId });
  await tx.insert(ticketTrackings).values({ companyId, ticketId, whatsappId, queueId, queuedAt: sql`now()` });
}

/** The contact's active ticket on the connection, the ids as placeholders of a prepared statement. */
const activeTicketOfPlaceholders = () =>
  and(
    eq(tickets.companyId, sql.placeholder('companyId')),
    eq(tickets.whatsappId, sql.placeholder('connectionId')),
    eq(tickets.contactId, sql.placeholder('contactId')),
    ne(tickets.status, 'closed'),
  );
