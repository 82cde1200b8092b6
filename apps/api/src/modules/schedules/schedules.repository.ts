import type { ScheduleRecord } from '@chatdesk/contracts';
import { and, asc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { contacts, schedules } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/like-pattern';

/** Queries on schedules. Every call runs inside the caller's tenant transaction. */

export type ScheduleRow = typeof schedules.$inferSelect;
type ContactRef = { id: number; name: string; number: string };
export type ScheduleWithContact = ScheduleRow & { contact: ContactRef };

export const recordOf = (row: ScheduleWithContact): ScheduleRecord => ({
  id: row.id,
  body: row.body,
  contactId: row.contactId,
  contact: row.contact,
  sendAt: row.sendAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  status: row.status,
  reason: row.reason,
  whatsappId: row.whatsappId,
  openTicket: row.openTicket,
  ticketUserId: row.ticketUserId,
  queueId: row.queueId,
  statusTicket: row.statusTicket,
  intervalo: row.intervalo,
  valorIntervalo: row.valorIntervalo,
  enviarQuantasVezes: row.enviarQuantasVezes,
  tipoDias: row.tipoDias,
  assinar: row.assinar,
  mediaPath: row.mediaPath,
  mediaName: row.mediaName,
  userId: row.userId,
  ticketId: row.ticketId,
  updatedAt: row.updatedAt.toISOString(),
});

const contactRef = { id: contacts.id, name: contacts.name, number: contacts.number };
const withContact = (tx: Tx) =>
  tx
    .select({ schedule: schedules, contact: contactRef })
    .from(schedules)
    .innerJoin(contacts, and(eq(contacts.companyId, schedules.companyId), eq(contacts.id, schedules.contactId)));
const joined = (rows: { schedule: ScheduleRow; contact: ContactRef }[]): ScheduleWithContact[] =>
  rows.map(({ schedule, contact }) => ({ ...schedule, contact }));

export interface SchedulePageFilter {
  search: string;
  contactId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
  offset: number;
}

/** One page in send order; one row more than asked tells whether another page exists. */
export async function findSchedulesPage(tx: Tx, companyId: number, filter: SchedulePageFilter) {
  const conditions: SQL[] = [eq(schedules.companyId, companyId)];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(schedules.body, pattern), ilike(contacts.name, pattern)) as SQL);
  }
  if (filter.contactId !== undefined) conditions.push(eq(schedules.contactId, filter.contactId));
  if (filter.from) conditions.push(gte(schedules.sendAt, filter.from));
  if (filter.to) conditions.push(lt(schedules.sendAt, filter.to));
  const rows = await withContact(tx)
    .where(and(...conditions))
    .orderBy(asc(schedules.sendAt), asc(schedules.id))
    .limit(filter.limit + 1)
    .offset(filter.offset);
  return joined(rows);
}

/** The company's schedule, or null (also for another company's id). */
export async function findSchedule(
  tx: Tx,
  companyId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ScheduleWithContact | null> {
  const query = withContact(tx).where(and(eq(schedules.companyId, companyId), eq(schedules.id, id)));
  const [row] = joined(await (options.lock ? query.for('update', { of: schedules }) : query));
  return row ?? null;
}

/** The company's schedules of `ids` (for the events after a sweep's batch). */
export async function findSchedulesByIds(tx: Tx, companyId: number, ids: number[]): Promise<ScheduleWithContact[]> {
  if (ids.length === 0) return [];
  return joined(await withContact(tx).where(and(eq(schedules.companyId, companyId), inArray(schedules.id, ids))));
}

export async function insertScheduleRow(tx: Tx, values: typeof schedules.$inferInsert): Promise<ScheduleRow> {
  const [row] = await tx.insert(schedules).values(values).returning();
  if (!row) throw new Error('schedule insert returned no row');
  return row;
}

export async function updateScheduleRow(
  tx: Tx,
  companyId: number,
  id: number,
  values: Partial<typeof schedules.$inferInsert>,
): Promise<ScheduleRow> {
  const [row] = await tx
    .update(schedules)
    .set(values)
    .where(and(eq(schedules.companyId, companyId), eq(schedules.id, id)))
    .returning();
  if (!row) throw new Error(`schedule ${id} vanished under its row lock`);
  return row;
}

export async function deleteScheduleRow(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.delete(schedules).where(and(eq(schedules.companyId, companyId), eq(schedules.id, id)));
}
