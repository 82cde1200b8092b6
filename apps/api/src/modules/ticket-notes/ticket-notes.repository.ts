import { and, desc, eq } from 'drizzle-orm';
import { ticketNotes, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** Queries on ticket notes, inside the caller's tenant transaction. */

export type TicketNoteRow = typeof ticketNotes.$inferSelect;
export type TicketNoteWithUser = TicketNoteRow & { userName: string | null };

const withUser = { note: ticketNotes, userName: users.name };
const flatten = (row: { note: TicketNoteRow; userName: string | null }): TicketNoteWithUser => ({
  ...row.note,
  userName: row.userName,
});

export async function insertTicketNote(
  tx: Tx,
  values: Pick<TicketNoteRow, 'companyId' | 'note' | 'ticketId' | 'contactId' | 'userId'>,
): Promise<TicketNoteRow> {
  const [row] = await tx.insert(ticketNotes).values(values).returning();
  if (!row) throw new Error('ticket note insert returned no row');
  return row;
}

export async function findTicketNote(tx: Tx, companyId: number, id: number): Promise<TicketNoteWithUser | null> {
  const [row] = await tx
    .select(withUser)
    .from(ticketNotes)
    .leftJoin(users, eq(users.id, ticketNotes.userId))
    .where(and(eq(ticketNotes.companyId, companyId), eq(ticketNotes.id, id)));
  return row ? flatten(row) : null;
}

/** Newest first, on (company_id, ticket_id). */
export async function listTicketNotes(
  tx: Tx,
  companyId: number,
  ticketId: number,
  contactId: number,
): Promise<TicketNoteWithUser[]> {
  const rows = await tx
    .select(withUser)
    .from(ticketNotes)
    .leftJoin(users, eq(users.id, ticketNotes.userId))
    .where(
      and(
        eq(ticketNotes.companyId, companyId),
        eq(ticketNotes.ticketId, ticketId),
        eq(ticketNotes.contactId, contactId),
      ),
    )
    .orderBy(desc(ticketNotes.createdAt), desc(ticketNotes.id));
  return rows.map(flatten);
}

export async function deleteTicketNote(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.delete(ticketNotes).where(and(eq(ticketNotes.companyId, companyId), eq(ticketNotes.id, id)));
}
