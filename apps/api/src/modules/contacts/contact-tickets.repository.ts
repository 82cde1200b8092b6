import { and, desc, eq, inArray } from 'drizzle-orm';
import { queues, tickets, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { ticketVisibleColumns } from '../tickets/ticket-visible-columns';

/** Queries behind a contact's ticket history, inside the caller's tenant transaction. */

/**
 * The contact's tickets, newest first, with only what visibility needs: read from the
 * (company, contact, id) index alone (its INCLUDE columns, migration 0019). `scanLimit` bounds the
 * walk for a contact with an unusually long history.
 */
export function findContactTicketKeys(tx: Tx, companyId: number, contactId: number, scanLimit: number) {
  return tx
    .select(ticketVisibleColumns)
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.contactId, contactId)))
    .orderBy(desc(tickets.id))
    .limit(scanLimit);
}

/** The listed tickets with their queue and attendant, newest first. */
export function findContactTicketRows(tx: Tx, companyId: number, ids: number[]) {
  return tx
    .select({
      id: tickets.id,
      uuid: tickets.uuid,
      status: tickets.status,
      lastMessage: tickets.lastMessage,
      createdAt: tickets.createdAt,
      updatedAt: tickets.updatedAt,
      queueId: queues.id,
      queueName: queues.name,
      queueColor: queues.color,
      userId: users.id,
      userName: users.name,
    })
    .from(tickets)
    .leftJoin(queues, eq(queues.id, tickets.queueId))
    .leftJoin(users, eq(users.id, tickets.userId))
    .where(and(eq(tickets.companyId, companyId), inArray(tickets.id, ids)))
    .orderBy(desc(tickets.id));
}
