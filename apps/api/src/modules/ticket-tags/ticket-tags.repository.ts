import { and, eq } from 'drizzle-orm';
import { ticketTags } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** Queries on ticket_tags (kanban lanes on tickets). Run inside the caller's tenant transaction. */

/** Links the tag; answers whether the link is new. */
export async function addTicketTag(tx: Tx, companyId: number, ticketId: number, tagId: number): Promise<boolean> {
  const rows = await tx
    .insert(ticketTags)
    .values({ companyId, ticketId, tagId })
    .onConflictDoNothing()
    .returning({ tagId: ticketTags.tagId });
  return rows.length > 0;
}

/** Unlinks every tag of the ticket; answers how many links went. */
export async function removeTicketTags(tx: Tx, companyId: number, ticketId: number): Promise<number> {
  const rows = await tx
    .delete(ticketTags)
    .where(and(eq(ticketTags.companyId, companyId), eq(ticketTags.ticketId, ticketId)))
    .returning({ tagId: ticketTags.tagId });
  return rows.length;
}
