import type { VisibleTicketFields } from '@chatdesk/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { contacts, messages, ticketNotes, tickets } from '../../db/schema';
import type { ContactPatch } from '../../modules/contacts/contacts.repository';
import { insertTicketLogs, stampTracking } from '../../modules/tickets/ticket-history.repository';
import { visibleFieldsOf } from '../../modules/tickets/ticket-transition';
import { updateTicketRow } from '../../modules/tickets/tickets.repository';
import type { Tx } from '../../platform/db/database';
import type { ContactRow, TicketRow } from '../message-row';

/**
 * A ticket the merge changed: `before` when its visibility may have changed (it was closed);
 * `messageIds` the messages it received, which open conversations show once told.
 */
export interface ChangedTicket {
  ticketId: number;
  before?: VisibleTicketFields;
  messageIds?: number[];
}

/** A channel placeholder (empty, or the number itself), which a real name may replace. */
export const hasPlaceholderName = (contact: Pick<ContactRow, 'name' | 'number'>) =>
  contact.name.trim() === '' || contact.name === contact.number;

const latest = (a: Date | null, b: Date | null): Date | null => (!a ? b : !b ? a : a > b ? a : b);

/**
 * Merges the contact WhatsApp named by its LID (`from`) into the person's phone contact (`into`),
 * both locked by the caller: tickets, messages, notes, tag links and extra info move, then `from`
 * is deleted. Where both hold an active ticket on one connection (the one-active-ticket index),
 * the phone contact's ticket stays: the LID ticket's messages move into it and the LID ticket is
 * closed (logged, attendance ended, no farewell: nobody attended a split conversation's end).
 * Moves keep `updatedAt` (a closed ticket's is its closing time, which reopening reads).
 */
export async function mergeLidContact(tx: Tx, from: ContactRow, into: ContactRow): Promise<ChangedTicket[]> {
  const { companyId } = from;
  const ofContact = (contactId: number) => and(eq(tickets.companyId, companyId), eq(tickets.contactId, contactId));
  const moving = await tx.select().from(tickets).where(ofContact(from.id)).orderBy(tickets.id).for('update');
  const active = await tx
    .select()
    .from(tickets)
    .where(and(ofContact(into.id), ne(tickets.status, 'closed')))
    .for('update');
  const changed: ChangedTicket[] = [];
  for (const ticket of moving) {
    const kept = ticket.status !== 'closed' && active.find((other) => other.whatsappId === ticket.whatsappId);
    if (!kept) {
      changed.push({ ticketId: ticket.id });
      continue;
    }
    const messageIds = await foldTicket(tx, ticket, kept);
    changed.push({ ticketId: kept.id, messageIds }, { ticketId: ticket.id, before: visibleFieldsOf(ticket) });
  }
  await tx
    .update(tickets)
    .set({ contactId: into.id, updatedAt: sql`${tickets.updatedAt}` })
    .where(ofContact(from.id));
  await tx
    .update(messages)
    .set({ contactId: into.id, updatedAt: sql`${messages.updatedAt}` })
    .where(and(eq(messages.companyId, companyId), eq(messages.contactId, from.id)));
  await tx
    .update(ticketNotes)
    .set({ contactId: into.id, updatedAt: sql`${ticketNotes.updatedAt}` })
    .where(and(eq(ticketNotes.companyId, companyId), eq(ticketNotes.contactId, from.id)));
  await tx.execute(sql`
    insert into contact_tags (company_id, contact_id, tag_id)
    select company_id, ${into.id}, tag_id from contact_tags where company_id = ${companyId} and contact_id = ${from.id}
    on conflict do nothing`);
  // Extra info the phone contact already has by name keeps the phone contact's value.
  await tx.execute(sql`
    update contact_extra_info set contact_id = ${into.id}
    where company_id = ${companyId} and contact_id = ${from.id} and name not in
      (select name from contact_extra_info where company_id = ${companyId} and contact_id = ${into.id})`);
  await tx
    .update(contacts)
    .set(fieldsFrom(from, into))
    .where(and(eq(contacts.companyId, companyId), eq(contacts.id, into.id)));
  await tx.delete(contacts).where(and(eq(contacts.companyId, companyId), eq(contacts.id, from.id)));
  return changed;
}

/**
 * What the phone contact takes from the LID one: what it lacks (a real name, email, picture, LGPD
 * consent) and every restriction set on either (blocked, bot off, no audio), since both were the
 * same person all along.
 */
function fieldsFrom(from: ContactRow, into: ContactRow): ContactPatch {
  const patch: ContactPatch = {
    active: into.active && from.active,
    disableBot: into.disableBot || from.disableBot,
    acceptAudioMessage: into.acceptAudioMessage && from.acceptAudioMessage,
  };
  if (hasPlaceholderName(into) && !hasPlaceholderName(from)) patch.name = from.name;
  if (into.email === '' && from.email !== '') patch.email = from.email;
  if (!into.urlPicture && from.urlPicture) patch.urlPicture = from.urlPicture;
  if (!into.lgpdAcceptedAt && from.lgpdAcceptedAt) patch.lgpdAcceptedAt = from.lgpdAcceptedAt;
  return patch;
}

/** Moves `from`'s messages into `kept` (counters and preview follow the newer one) and closes `from`. */
async function foldTicket(tx: Tx, from: TicketRow, kept: TicketRow): Promise<number[]> {
  const { companyId } = from;
  const moved = await tx
    .update(messages)
    .set({ ticketId: kept.id, updatedAt: sql`${messages.updatedAt}` })
    .where(and(eq(messages.companyId, companyId), eq(messages.ticketId, from.id)))
    .returning({ id: messages.id });
  const newer = from.updatedAt > kept.updatedAt ? from : kept;
  await tx
    .update(tickets)
    .set({
      unreadMessages: kept.unreadMessages + from.unreadMessages,
      lastMessage: newer.lastMessage,
      lastInboundAt: latest(kept.lastInboundAt, from.lastInboundAt),
      updatedAt: newer.updatedAt,
    })
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, kept.id)));
  // The writes of the tickets module's close, as the system (the ticket's user stays its closer).
  const who = { userId: from.userId, queueId: from.queueId };
  const closed = await updateTicketRow(tx, companyId, from.id, {
    status: 'closed',
    unreadMessages: 0,
    amountUsedBotQueues: 0,
  });
  await insertTicketLogs(tx, [{ companyId, ticketId: from.id, type: 'closed', ...who }]);
  await stampTracking(tx, closed, ['closedAt'], who);
  return moved.map((message) => message.id).sort((a, b) => a - b);
}
