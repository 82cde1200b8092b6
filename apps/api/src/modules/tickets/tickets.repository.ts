import type { TagAnswer } from '@chatdesk/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  connections,
  contacts,
  contactTags,
  queues,
  tags,
  tickets,
  ticketTags,
  userRatings,
  users,
} from '../../db/schema';
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

/** A ticket with what its answer shows of its contact, queue, user and connection, in one round trip. */
export async function findTicketViews(tx: Tx, companyId: number, ticketIds: readonly number[]) {
  if (ticketIds.length === 0) return [];
  return tx
    .select({
      ticket: tickets,
      contact: contacts,
      queue: { id: queues.id, name: queues.name, color: queues.color },
      user: { id: users.id, name: users.name, profileImage: users.profileImage },
      whatsapp: {
        id: connections.id,
        name: connections.name,
        channel: connections.channel,
        groupAsTicket: connections.groupAsTicket,
      },
      // Tags and the latest rating in the same statement: one round trip for a whole page.
      contactTags: tagsOf(contactTags, contactTags.contactId, contacts.id),
      ticketTags: tagsOf(ticketTags, ticketTags.ticketId, tickets.id),
      rate: sql<number | null>`(select ${userRatings.rate} from ${userRatings}
        where ${userRatings.companyId} = ${tickets.companyId} and ${userRatings.ticketId} = ${tickets.id}
        order by ${userRatings.id} desc limit 1)`,
    })
    .from(tickets)
    .innerJoin(contacts, eq(contacts.id, tickets.contactId))
    .innerJoin(connections, eq(connections.id, tickets.whatsappId))
    .leftJoin(queues, eq(queues.id, tickets.queueId))
    .leftJoin(users, eq(users.id, tickets.userId))
    .where(and(eq(tickets.companyId, companyId), inArray(tickets.id, [...ticketIds])));
}

/** A JSON array of the tags linked through `links` to `owner` (by name, like the tag lists). */
function tagsOf(
  links: typeof contactTags | typeof ticketTags,
  linkColumn: typeof contactTags.contactId | typeof ticketTags.ticketId,
  owner: typeof contacts.id | typeof tickets.id,
) {
  return sql<TagAnswer[]>`coalesce((select json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name},
      'color', ${tags.color}, 'kanban', ${tags.kanban}) order by lower(${tags.name}), ${tags.id})
    from ${links} join ${tags} on ${tags.id} = ${links.tagId}
    where ${links.companyId} = ${tickets.companyId} and ${linkColumn} = ${owner}), '[]'::json)`;
}
export type TicketView = Awaited<ReturnType<typeof findTicketViews>>[number];
