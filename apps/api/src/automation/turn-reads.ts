import { and, eq } from 'drizzle-orm';
import type { ConnectionRow } from '../channels/channel-driver';
import type { ContactRow, MessageRow, TicketRow } from '../channels/message-row';
import { automationInbox, connections, contacts, messages, ticketAutomation, tickets } from '../db/schema';
import type { Tx } from '../platform/db/database';
import { param, prepared } from '../platform/db/prepared';
import type { AutomationState } from './bot-turn';

/**
 * The reads and writes every turn makes, as prepared statements (platform/db/prepared.ts): a turn
 * runs for every inbound message, and building these wide selects each time was most of its cost.
 */
const company = param('companyId');
const id = param('id');

export async function takeFromInbox(tx: Tx, companyId: number, messageId: number): Promise<number | null> {
  const [row] = await prepared(tx, 'automation_take_inbox', (t) =>
    t
      .delete(automationInbox)
      .where(and(eq(automationInbox.companyId, company), eq(automationInbox.messageId, id)))
      .returning({ ticketId: automationInbox.ticketId }),
  ).execute({ companyId, id: messageId });
  return row?.ticketId ?? null;
}

export async function lockTurnTicket(tx: Tx, companyId: number, ticketId: number): Promise<TicketRow | null> {
  const [row] = await prepared(tx, 'automation_lock_ticket', (t) =>
    t
      .select()
      .from(tickets)
      .where(and(eq(tickets.companyId, company), eq(tickets.id, id)))
      .for('update'),
  ).execute({ companyId, id: ticketId });
  return row ?? null;
}

/** The ticket's automation state, created on its first turn (`fresh`). */
export async function turnState(
  tx: Tx,
  companyId: number,
  ticketId: number,
): Promise<{ row: AutomationState; fresh: boolean } | null> {
  const [inserted] = await prepared(tx, 'automation_state_insert', (t) =>
    t
      .insert(ticketAutomation)
      .values({ companyId: company, ticketId: id } as never)
      .onConflictDoNothing()
      .returning(),
  ).execute({ companyId, id: ticketId });
  if (inserted) return { row: inserted as AutomationState, fresh: true };
  const [row] = await prepared(tx, 'automation_state_read', (t) =>
    t
      .select()
      .from(ticketAutomation)
      .where(and(eq(ticketAutomation.companyId, company), eq(ticketAutomation.ticketId, id))),
  ).execute({ companyId, id: ticketId });
  return row ? { row, fresh: false } : null;
}

export async function turnContact(tx: Tx, companyId: number, contactId: number): Promise<ContactRow | null> {
  const [row] = await prepared(tx, 'automation_contact', (t) =>
    t
      .select()
      .from(contacts)
      .where(and(eq(contacts.companyId, company), eq(contacts.id, id))),
  ).execute({ companyId, id: contactId });
  return row ?? null;
}

export async function turnMessage(tx: Tx, companyId: number, messageId: number): Promise<MessageRow | null> {
  const [row] = await prepared(tx, 'automation_message', (t) =>
    t
      .select()
      .from(messages)
      .where(and(eq(messages.companyId, company), eq(messages.id, id))),
  ).execute({ companyId, id: messageId });
  return row ?? null;
}

export async function turnConnection(tx: Tx, companyId: number, connectionId: number): Promise<ConnectionRow | null> {
  const [row] = await prepared(tx, 'automation_connection', (t) =>
    t
      .select()
      .from(connections)
      .where(and(eq(connections.companyId, company), eq(connections.id, id))),
  ).execute({ companyId, id: connectionId });
  return (row as ConnectionRow | undefined) ?? null;
}
