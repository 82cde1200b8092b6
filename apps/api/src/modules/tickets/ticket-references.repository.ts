import { defaultCompanyTimeZone } from '@chatdesk/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import { companies, connections, contactTags, queues, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/**
 * What transitions read besides the ticket: the company's queue, user, connection. Foreign keys
 * ignore row-level security, so every id a body names is checked against the company here.
 */

export async function findQueueRef(tx: Tx, companyId: number, queueId: number) {
  const [row] = await tx
    .select({ id: queues.id, name: queues.name })
    .from(queues)
    .where(and(eq(queues.companyId, companyId), eq(queues.id, queueId)));
  return row ?? null;
}

export async function findUserRef(tx: Tx, companyId: number, userId: number) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, farewellMessage: users.farewellMessage, whatsappId: users.whatsappId })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row ?? null;
}

export type ConnectionRow = typeof connections.$inferSelect;

export async function findConnection(tx: Tx, companyId: number, whatsappId: number): Promise<ConnectionRow | null> {
  const [row] = await tx
    .select()
    .from(connections)
    .where(and(eq(connections.companyId, companyId), eq(connections.id, whatsappId)));
  return row ?? null;
}

export async function findDefaultConnection(tx: Tx, companyId: number): Promise<ConnectionRow | null> {
  const [row] = await tx
    .select()
    .from(connections)
    .where(and(eq(connections.companyId, companyId), eq(connections.isDefault, true)))
    .orderBy(asc(connections.id))
    .limit(1);
  return row ?? null;
}

export async function countContactTags(tx: Tx, companyId: number, contactId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(contactTags)
    .where(and(eq(contactTags.companyId, companyId), eq(contactTags.contactId, contactId)));
  return row?.value ?? 0;
}

export async function companyTimeZone(tx: Tx, companyId: number): Promise<string> {
  const [row] = await tx.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, companyId));
  return row?.timezone ?? defaultCompanyTimeZone;
}
