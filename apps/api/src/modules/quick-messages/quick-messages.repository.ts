import type { QuickMessageRecord } from '@chatdesk/contracts';
import { and, asc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { quickMessages, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/like-pattern';

/** Queries on quick_messages. Every call runs inside the caller's tenant transaction. */

export type QuickMessageRow = typeof quickMessages.$inferSelect;

export const recordOf = (row: QuickMessageRow): QuickMessageRecord => ({
  id: row.id,
  shortcode: row.shortcode,
  message: row.message,
  geral: row.geral,
  visao: row.visao,
  userId: row.userId,
  mediaPath: row.mediaPath,
  mediaName: row.mediaName,
  updatedAt: row.updatedAt.toISOString(),
});

/** What `userId` may see: their own replies plus the global and visible ones (spec 3 §4). */
const visibleTo = (companyId: number, userId: number) =>
  and(
    eq(quickMessages.companyId, companyId),
    or(eq(quickMessages.userId, userId), eq(quickMessages.geral, true), eq(quickMessages.visao, true)),
  ) as SQL;

const byShortcode = [asc(sql`lower(${quickMessages.shortcode})`), asc(quickMessages.id)];

/** One page in shortcode order; one row more than asked tells whether another page exists. */
export async function findQuickMessagesPage(
  tx: Tx,
  companyId: number,
  userId: number,
  page: { search: string; limit: number; offset: number },
): Promise<QuickMessageRow[]> {
  const conditions = [visibleTo(companyId, userId)];
  if (page.search) {
    const pattern = `%${escapeLike(page.search)}%`;
    conditions.push(or(ilike(quickMessages.shortcode, pattern), ilike(quickMessages.message, pattern)) as SQL);
  }
  return tx
    .select()
    .from(quickMessages)
    .where(and(...conditions))
    .orderBy(...byShortcode)
    .limit(page.limit + 1)
    .offset(page.offset);
}

/** The composer's options: every reply `userId` may use, light columns only. */
export async function findQuickMessageOptions(tx: Tx, companyId: number, userId: number) {
  return tx
    .select({
      id: quickMessages.id,
      shortcode: quickMessages.shortcode,
      message: quickMessages.message,
      mediaPath: quickMessages.mediaPath,
      mediaName: quickMessages.mediaName,
    })
    .from(quickMessages)
    .where(visibleTo(companyId, userId))
    .orderBy(...byShortcode);
}

/** The reply if `userId` may see it; another company's or another user's private one is missing. */
export async function findVisibleQuickMessage(
  tx: Tx,
  companyId: number,
  userId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<QuickMessageRow | null> {
  const query = tx
    .select()
    .from(quickMessages)
    .where(and(eq(quickMessages.id, id), visibleTo(companyId, userId)));
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

export async function insertQuickMessage(tx: Tx, values: typeof quickMessages.$inferInsert): Promise<QuickMessageRow> {
  const [row] = await tx.insert(quickMessages).values(values).returning();
  if (!row) throw new Error('quick message insert returned no row');
  return row;
}

export async function updateQuickMessageRow(
  tx: Tx,
  companyId: number,
  id: number,
  values: Partial<typeof quickMessages.$inferInsert>,
): Promise<QuickMessageRow> {
  const [row] = await tx
    .update(quickMessages)
    .set(values)
    .where(and(eq(quickMessages.companyId, companyId), eq(quickMessages.id, id)))
    .returning();
  if (!row) throw new Error(`quick message ${id} vanished under its row lock`);
  return row;
}

export async function deleteQuickMessageRow(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.delete(quickMessages).where(and(eq(quickMessages.companyId, companyId), eq(quickMessages.id, id)));
}

/** The company's users other than `userId`: who must drop a reply that became private. */
export async function findOtherUserIds(tx: Tx, companyId: number, userId: number | null): Promise<number[]> {
  const conditions = [eq(users.companyId, companyId)];
  if (userId !== null) conditions.push(ne(users.id, userId));
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions));
  return rows.map((row) => row.id);
}
