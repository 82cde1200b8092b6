import { and, asc, eq, sql } from 'drizzle-orm';
import type { ConnectionRow } from '../channels/channel-driver';
import type { ContactRow, MessageRow, TicketRow } from '../channels/message-row';
import { automationInbox, connections, contacts, messages, ticketAutomation, tickets } from '../db/schema';
import type { Tx } from '../platform/db/database';
import { type FixedStatement, param, prepared, runFixed } from '../platform/db/prepared';
import type { AutomationState, AutomationStatePatch } from './bot-turn';

/**
 * The reads and writes every round of turns makes (run-turn.ts), as prepared statements
 * (platform/db/prepared.ts) over arrays of ids: a round answers a whole inbound batch with one
 * statement per kind of row, and building these wide selects each time was most of a turn's cost.
 */
const company = param('companyId');
const ids = param('ids');

/** Takes the messages out of the automation inbox: the ones another turn already took are missing. */
export async function takeFromInbox(
  tx: Tx,
  companyId: number,
  messageIds: readonly number[],
): Promise<{ messageId: number; ticketId: number }[]> {
  return prepared(tx, 'automation_take_inbox_many', (t) =>
    t
      .delete(automationInbox)
      .where(and(eq(automationInbox.companyId, company), sql`${automationInbox.messageId} = any(${ids})`))
      .returning({ messageId: automationInbox.messageId, ticketId: automationInbox.ticketId }),
  ).execute({ companyId, ids: [...messageIds] });
}

/** Locks the tickets in id order (two rounds never wait for each other in a cycle). */
export function lockTurnTickets(tx: Tx, companyId: number, ticketIds: readonly number[]): Promise<TicketRow[]> {
  return prepared(tx, 'automation_lock_tickets', (t) =>
    t
      .select()
      .from(tickets)
      .where(and(eq(tickets.companyId, company), sql`${tickets.id} = any(${ids})`))
      .orderBy(asc(tickets.id))
      .for('update'),
  ).execute({ companyId, ids: [...ticketIds] });
}

/** The tickets' automation states, each created on its ticket's first turn (`fresh`). */
export async function turnStates(
  tx: Tx,
  companyId: number,
  ticketIds: readonly number[],
): Promise<Map<number, { row: AutomationState; fresh: boolean }>> {
  const states = new Map<number, { row: AutomationState; fresh: boolean }>();
  if (ticketIds.length === 0) return states;
  const inserted = await tx
    .insert(ticketAutomation)
    .values(ticketIds.map((ticketId) => ({ companyId, ticketId })))
    .onConflictDoNothing()
    .returning();
  for (const row of inserted) states.set(row.ticketId, { row, fresh: true });
  const existing = ticketIds.filter((ticketId) => !states.has(ticketId));
  if (existing.length === 0) return states;
  const read = await prepared(tx, 'automation_states_read', (t) =>
    t
      .select()
      .from(ticketAutomation)
      .where(and(eq(ticketAutomation.companyId, company), sql`${ticketAutomation.ticketId} = any(${ids})`)),
  ).execute({ companyId, ids: existing });
  for (const row of read) states.set(row.ticketId, { row, fresh: false });
  return states;
}

export function turnContacts(tx: Tx, companyId: number, contactIds: readonly number[]): Promise<ContactRow[]> {
  return prepared(tx, 'automation_contacts', (t) =>
    t
      .select()
      .from(contacts)
      .where(and(eq(contacts.companyId, company), sql`${contacts.id} = any(${ids})`)),
  ).execute({ companyId, ids: [...contactIds] });
}

export function turnMessages(tx: Tx, companyId: number, messageIds: readonly number[]): Promise<MessageRow[]> {
  return prepared(tx, 'automation_messages', (t) =>
    t
      .select()
      .from(messages)
      .where(and(eq(messages.companyId, company), sql`${messages.id} = any(${ids})`)),
  ).execute({ companyId, ids: [...messageIds] });
}

export async function turnConnections(
  tx: Tx,
  companyId: number,
  connectionIds: readonly number[],
): Promise<ConnectionRow[]> {
  const rows = await prepared(tx, 'automation_connections', (t) =>
    t
      .select()
      .from(connections)
      .where(and(eq(connections.companyId, company), sql`${connections.id} = any(${ids})`)),
  ).execute({ companyId, ids: [...connectionIds] });
  return rows as ConnectionRow[];
}

/** What a turn changes in its ticket's automation state: its patch and the message it handled. */
export type StateSave = { ticketId: number; lastMessageId: number } & AutomationStatePatch;

const saveStatesStatement: FixedStatement = {
  name: 'automation_save_states',
  text: `UPDATE ticket_automation a SET
      step = CASE WHEN s.p ? 'step' THEN s.p->>'step' ELSE a.step END,
      chatbot_id = CASE WHEN s.p ? 'chatbotId' THEN (s.p->>'chatbotId')::int ELSE a.chatbot_id END,
      attempts = CASE WHEN s.p ? 'attempts' THEN (s.p->>'attempts')::int ELSE a.attempts END,
      paused_until = CASE WHEN s.p ? 'pausedUntil' THEN (s.p->>'pausedUntil')::timestamptz ELSE a.paused_until END,
      out_of_hours_sent_at = CASE WHEN s.p ? 'outOfHoursSentAt' THEN (s.p->>'outOfHoursSentAt')::timestamptz
                                  ELSE a.out_of_hours_sent_at END,
      last_message_id = (s.p->>'lastMessageId')::int,
      updated_at = now()
    FROM jsonb_array_elements($2::jsonb) AS s(p)
    WHERE a.company_id = $1 AND a.ticket_id = (s.p->>'ticketId')::int`,
};

/** Stores the round's turns' states in one statement: each patch's fields only, and the message each handled. */
export async function saveStates(tx: Tx, companyId: number, saves: readonly StateSave[]): Promise<void> {
  if (saves.length === 0) return;
  await runFixed(tx, saveStatesStatement, [companyId, JSON.stringify(saves)]);
}
