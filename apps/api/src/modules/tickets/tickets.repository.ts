import { and, eq, ne, sql } from 'drizzle-orm';
import { tickets } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** Queries on tickets and what a ticket answer joins. Every call runs inside the caller's tenant transaction. */

export type TicketRow = typeof tickets.$inferSelect;
export type NewTicketRow = typeof tickets.$inferInsert;
export type TicketPatch = Partial<Omit<NewTicketRow, 'id' | 'uuid' | 'companyId' | 'createdAt' | 'updatedAt'>>;

export async function findTicket(tx: Tx, companyId: number, ticketId: number): Promise<TicketRow | null> {
  const [row] = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)));
  return row ?? null;
}

export async function findTicketByUuid(tx: Tx, companyId: number, uuid: string): Promise<TicketRow | null> {
  const [row] = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.uuid, uuid)));
  return row ?? null;
}

/** The ticket locked for a transition: two concurrent actions on one ticket run one after the other. */
export async function lockTicket(tx: Tx, companyId: number, ticketId: number): Promise<TicketRow | null> {
  const [row] = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)))
    .for('update');
  return row ?? null;
}

export async function insertTicket(tx: Tx, values: NewTicketRow): Promise<TicketRow> {
  const [row] = await tx.insert(tickets).values(values).returning();
  if (!row) throw new Error('ticket insert returned no row');
  return row;
}

export async function updateTicketRow(tx: Tx, companyId: number, ticketId: number, patch: TicketPatch) {
  const [row] = await tx
    .update(tickets)
    .set(patch)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)))
    .returning();
  if (!row) throw new Error(`ticket ${ticketId} vanished under its lock`);
  return row;
}

export async function deleteTicketRow(tx: Tx, companyId: number, ticketId: number): Promise<void> {
  await tx.delete(tickets).where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)));
}

/** The contact's active (not closed) ticket on this connection, other than `exceptId`: at most one exists (unique index). */
export async function findActiveTicketOf(
  tx: Tx,
  companyId: number,
  whatsappId: number,
  contactId: number,
  exceptId?: number,
): Promise<TicketRow | null> {
  const conditions = [
    eq(tickets.companyId, companyId),
    eq(tickets.whatsappId, whatsappId),
    eq(tickets.contactId, contactId),
    ne(tickets.status, 'closed'),
  ];
  if (exceptId !== undefined) conditions.push(ne(tickets.id, exceptId));
  const [row] = await tx
    .select()
    .from(tickets)
    .where(and(...conditions))
    .limit(1);
  return row ?? null;
}

/** Zeroes the unread counter; answers whether it changed anything. */
export async function clearUnread(tx: Tx, companyId: number, ticketId: number): Promise<boolean> {
  // updatedAt stays: reading a conversation must not move it to the top of everyone's list.
  const rows = await tx.execute(
    sql`update ${tickets} set unread_messages = 0
        where company_id = ${companyId} and id = ${ticketId} and unread_messages <> 0 returning id`,
  );
  return rows.rows.length > 0;
}
