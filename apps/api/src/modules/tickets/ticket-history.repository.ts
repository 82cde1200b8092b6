import type { TicketLogType } from '@chatdesk/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { queues, ticketLogs, ticketTrackings, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** The ticket's log (spec 1 §3 "Ticket log entry") and its attendance trackings. */

export interface TicketLogInput {
  companyId: number;
  ticketId: number;
  type: TicketLogType;
  userId: number | null;
  queueId: number | null;
}

export async function insertTicketLogs(tx: Tx, entries: readonly TicketLogInput[]) {
  if (entries.length > 0) await tx.insert(ticketLogs).values([...entries]);
}

export async function findTicketLogs(tx: Tx, companyId: number, ticketId: number) {
  return tx
    .select({
      id: ticketLogs.id,
      type: ticketLogs.type,
      createdAt: ticketLogs.createdAt,
      userId: users.id,
      userName: users.name,
      queueId: queues.id,
      queueName: queues.name,
      queueColor: queues.color,
    })
    .from(ticketLogs)
    .leftJoin(users, eq(users.id, ticketLogs.userId))
    .leftJoin(queues, eq(queues.id, ticketLogs.queueId))
    .where(and(eq(ticketLogs.companyId, companyId), eq(ticketLogs.ticketId, ticketId)))
    .orderBy(asc(ticketLogs.createdAt), asc(ticketLogs.id));
}

type TrackingRow = typeof ticketTrackings.$inferSelect;
type Stamp = 'queuedAt' | 'startedAt' | 'closedAt';

/** Starts an attendance (on create and reopen). */
export async function openTracking(
  tx: Tx,
  values: Pick<TrackingRow, 'companyId' | 'ticketId' | 'whatsappId' | 'userId' | 'queueId'> &
    Partial<Pick<TrackingRow, Stamp>>,
) {
  await tx.insert(ticketTrackings).values(values);
}

/** The ticket's current attendance (its newest tracking row), if it has one. */
export async function findCurrentTracking(tx: Tx, ticket: { companyId: number; id: number }) {
  const [current] = await tx
    .select({ id: ticketTrackings.id })
    .from(ticketTrackings)
    .where(and(eq(ticketTrackings.companyId, ticket.companyId), eq(ticketTrackings.ticketId, ticket.id)))
    .orderBy(desc(ticketTrackings.id))
    .limit(1);
  return current ?? null;
}

/**
 * Updates the ticket's current attendance: `who` as given, each stamp only if it is still unset
 * (wait and support times stay exact when an action is repeated). A ticket created before
 * trackings existed gets its first one here.
 */
export async function stampTracking(
  tx: Tx,
  ticket: { companyId: number; id: number; whatsappId: number },
  stamps: readonly Stamp[],
  who: { userId?: number | null; queueId?: number | null },
) {
  const current = await findCurrentTracking(tx, ticket);
  const now = sql`now()`;
  const set: Record<string, unknown> = { ...who };
  for (const stamp of stamps) set[stamp] = sql`coalesce(${ticketTrackings[stamp]}, ${now})`;
  if (!current) {
    const fresh: Partial<Record<Stamp, Date>> = {};
    for (const stamp of stamps) fresh[stamp] = new Date();
    await openTracking(tx, {
      companyId: ticket.companyId,
      ticketId: ticket.id,
      whatsappId: ticket.whatsappId,
      userId: who.userId ?? null,
      queueId: who.queueId ?? null,
      ...fresh,
    });
    return;
  }
  await tx.update(ticketTrackings).set(set).where(eq(ticketTrackings.id, current.id));
}
