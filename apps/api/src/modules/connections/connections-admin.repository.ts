import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { companies, connections, messages, tickets } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import type { ConnectionRow } from './connections.repository';

/** Platform-wide reads for the super user's screens (run on db.system) and the imported-tickets close. */

export async function findCompanyNames(tx: Tx): Promise<{ id: number; name: string }[]> {
  return tx.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.name));
}

export async function findEveryConnection(tx: Tx): Promise<ConnectionRow[]> {
  return tx.select().from(connections).orderBy(asc(connections.name), asc(connections.id));
}

/** Any company's connection by id (super user only). */
export async function findConnectionAnyCompany(tx: Tx, id: number): Promise<ConnectionRow | null> {
  const [row] = await tx.select().from(connections).where(eq(connections.id, id));
  return row ?? null;
}

/**
 * The tickets a history import left waiting on `connection`: its pending, unassigned tickets
 * whose every message is older than the ticket itself (by more than a minute). Live messages
 * arrive after, or with, the ticket they open; only history brought in later predates its
 * ticket. A contact who writes again after the import has a new message and is kept.
 */
export async function findImportedTicketIds(tx: Tx, connection: ConnectionRow): Promise<number[]> {
  const newestMessage = sql`(select max(${messages.createdAt}) from ${messages}
    where ${messages.companyId} = ${tickets.companyId} and ${messages.ticketId} = ${tickets.id})`;
  const rows = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(
        eq(tickets.companyId, connection.companyId),
        eq(tickets.whatsappId, connection.id),
        eq(tickets.status, 'pending'),
        isNull(tickets.userId),
        sql`${newestMessage} < ${tickets.createdAt} - interval '1 minute'`,
      ),
    )
    .orderBy(asc(tickets.id));
  return rows.map((row) => row.id);
}
