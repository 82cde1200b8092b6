import type { ContactListRecord } from '@chatdesk/contracts';
import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { contactListItems, contactLists } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/like-pattern';

/** Queries on contact_lists. Every call runs inside the caller's tenant transaction. */

type ListRow = typeof contactLists.$inferSelect;

export const contactListRecordOf = (row: ListRow, contactsCount: number): ContactListRecord => ({
  id: row.id,
  name: row.name,
  contactsCount,
  updatedAt: row.updatedAt.toISOString(),
});

// Counted per shown row through the (company, list, name) index: a page is 20 lists.
// Qualified by hand: drizzle writes bare column names inside sql``, which the subquery would read as its own.
const contactsCount = sql<number>`(select count(*)::int from ${contactListItems} where ${contactListItems}.contact_list_id = ${contactLists}.id)`;

const matching = (companyId: number, search: string) => {
  const conditions: SQL[] = [eq(contactLists.companyId, companyId)];
  if (search) conditions.push(ilike(contactLists.name, `%${escapeLike(search)}%`));
  return and(...conditions);
};

/** One page by name; one row more than asked tells whether another page exists. */
export async function findContactListsPage(
  tx: Tx,
  companyId: number,
  page: { search: string; limit: number; offset: number },
): Promise<ContactListRecord[]> {
  const rows = await tx
    .select({ list: contactLists, contactsCount })
    .from(contactLists)
    .where(matching(companyId, page.search))
    .orderBy(asc(contactLists.name), asc(contactLists.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  return rows.map((row) => contactListRecordOf(row.list, row.contactsCount));
}

export async function countContactLists(tx: Tx, companyId: number, search: string): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(contactLists).where(matching(companyId, search));
  return row?.total ?? 0;
}

export async function findContactList(
  tx: Tx,
  companyId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ContactListRecord | null> {
  const query = tx
    .select({ list: contactLists })
    .from(contactLists)
    .where(and(eq(contactLists.companyId, companyId), eq(contactLists.id, id)));
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) return null;
  const [counted] = await tx
    .select({ total: count() })
    .from(contactListItems)
    .where(and(eq(contactListItems.companyId, companyId), eq(contactListItems.contactListId, id)));
  return contactListRecordOf(row.list, counted?.total ?? 0);
}

export async function insertContactList(tx: Tx, companyId: number, name: string): Promise<ContactListRecord> {
  const [row] = await tx.insert(contactLists).values({ companyId, name }).returning();
  if (!row) throw new Error('contact list insert returned no row');
  return contactListRecordOf(row, 0);
}

export async function renameContactList(tx: Tx, companyId: number, id: number, name: string): Promise<void> {
  await tx
    .update(contactLists)
    .set({ name })
    .where(and(eq(contactLists.companyId, companyId), eq(contactLists.id, id)));
}

export async function deleteContactListRow(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.delete(contactLists).where(and(eq(contactLists.companyId, companyId), eq(contactLists.id, id)));
}
