import type { AnnouncementFields, AnnouncementRecord } from '@chatdesk/contracts';
import { and, asc, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { announcementReads, announcements, companies } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/like-pattern';

/**
 * Queries on announcements (global: the super user writes them through the system executor) and
 * on their read marks (tenant rows: the reader's own company transaction).
 */

export type AnnouncementRow = typeof announcements.$inferSelect;

export const recordOf = (row: AnnouncementRow): AnnouncementRecord => ({
  id: row.id,
  title: row.title,
  text: row.text,
  priority: row.priority,
  status: row.status,
  mediaPath: row.mediaPath,
  mediaName: row.mediaName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const folded = (column: SQL | typeof announcements.title) => sql`public.f_unaccent(lower(${column}))`;

export interface AnnouncementsPageFilter {
  search: string;
  /** Only the active ones (what users read), by priority; otherwise all of them, newest first. */
  activeOnly: boolean;
  limit: number;
  offset: number;
}

/** One page with the reader's read marks; one row more than asked tells whether another page exists. */
export async function findAnnouncementsPage(tx: Tx, userId: number, filter: AnnouncementsPageFilter) {
  const conditions: SQL[] = [];
  if (filter.activeOnly) conditions.push(eq(announcements.status, true));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(
        sql`${folded(announcements.title)} like public.f_unaccent(lower(${pattern}))`,
        sql`${folded(sql`${announcements.text}`)} like public.f_unaccent(lower(${pattern}))`,
      ) as SQL,
    );
  }
  const order = filter.activeOnly ? [asc(announcements.priority), desc(announcements.id)] : [desc(announcements.id)];
  return tx
    .select({ row: announcements, readAt: announcementReads.readAt })
    .from(announcements)
    .leftJoin(announcementReads, readBy(userId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(filter.limit + 1)
    .offset(filter.offset);
}

const readBy = (userId: number) =>
  and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId));

/** Active announcements the reader has not opened. */
export async function countUnreadAnnouncements(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(announcements)
    .leftJoin(announcementReads, readBy(userId))
    .where(and(eq(announcements.status, true), isNull(announcementReads.announcementId)));
  return row?.count ?? 0;
}

export async function findAnnouncement(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select().from(announcements).where(eq(announcements.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

export async function isAnnouncementRead(tx: Tx, userId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: announcementReads.announcementId })
    .from(announcementReads)
    .where(and(eq(announcementReads.announcementId, id), eq(announcementReads.userId, userId)));
  return row !== undefined;
}

/** Marks it read once; a second opening keeps the first time. */
export async function insertAnnouncementRead(tx: Tx, companyId: number, userId: number, announcementId: number) {
  await tx.insert(announcementReads).values({ companyId, userId, announcementId }).onConflictDoNothing();
}

export type AnnouncementValues = AnnouncementFields & { companyId: number };

export async function insertAnnouncement(tx: Tx, values: AnnouncementValues): Promise<AnnouncementRow> {
  const [row] = await tx.insert(announcements).values(values).returning();
  if (!row) throw new Error('announcement insert returned no row');
  return row;
}

export async function updateAnnouncementRow(
  tx: Tx,
  id: number,
  values: Partial<AnnouncementFields> & { mediaPath?: string | null; mediaName?: string | null },
): Promise<AnnouncementRow> {
  const [row] = await tx.update(announcements).set(values).where(eq(announcements.id, id)).returning();
  if (!row) throw new Error('announcement update returned no row');
  return row;
}

export async function deleteAnnouncementRow(tx: Tx, id: number): Promise<AnnouncementRow | null> {
  const [row] = await tx.delete(announcements).where(eq(announcements.id, id)).returning();
  return row ?? null;
}

/** Every company, for the `company-announcement` event (one namespace each). */
export async function findAllCompanyIds(tx: Tx): Promise<number[]> {
  const rows = await tx.select({ id: companies.id }).from(companies).orderBy(asc(companies.id));
  return rows.map((row) => row.id);
}
