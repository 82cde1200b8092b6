import type { ContactListItemFields, ContactListItemRecord } from '@chatdesk/contracts';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { contactListItems } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/like-pattern';

/** Queries on contact_list_items. Every call runs inside the caller's tenant transaction. */

export type ContactListItemRow = typeof contactListItems.$inferSelect;

export const contactListItemRecordOf = (row: ContactListItemRow): ContactListItemRecord => ({
  id: row.id,
  contactListId: row.contactListId,
  name: row.name,
  number: row.number,
  email: row.email ?? '',
  isWhatsappValid: row.isWhatsappValid,
  whatsappCheckedAt: row.whatsappCheckedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

const matching = (companyId: number, contactListId: number, search: string) => {
  const conditions: SQL[] = [
    eq(contactListItems.companyId, companyId),
    eq(contactListItems.contactListId, contactListId),
  ];
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      or(
        ilike(contactListItems.name, pattern),
        ilike(contactListItems.number, pattern),
        ilike(contactListItems.email, pattern),
      ) as SQL,
    );
  }
  return and(...conditions);
};

/** One page of a list's items by name; one row more than asked tells whether another page exists. */
export async function findContactListItemsPage(
  tx: Tx,
  companyId: number,
  contactListId: number,
  page: { search: string; limit: number; offset: number },
): Promise<ContactListItemRow[]> {
  return tx
    .select()
    .from(contactListItems)
    .where(matching(companyId, contactListId, page.search))
    .orderBy(asc(contactListItems.name), asc(contactListItems.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function countContactListItems(
  tx: Tx,
  companyId: number,
  contactListId: number,
  search: string,
): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(contactListItems)
    .where(matching(companyId, contactListId, search));
  return row?.total ?? 0;
}

export async function findContactListItem(
  tx: Tx,
  companyId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ContactListItemRow | null> {
  const query = tx
    .select()
    .from(contactListItems)
    .where(and(eq(contactListItems.companyId, companyId), eq(contactListItems.id, id)));
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

export async function insertContactListItem(
  tx: Tx,
  values: ContactListItemFields & { companyId: number; contactListId: number },
): Promise<ContactListItemRow> {
  const [row] = await tx
    .insert(contactListItems)
    .values({ ...values, email: values.email || null })
    .returning();
  if (!row) throw new Error('contact list item insert returned no row');
  return row;
}

/** A changed number is checked again: its validity is unknown until a driver answers. */
export async function updateContactListItemRow(
  tx: Tx,
  current: ContactListItemRow,
  fields: ContactListItemFields,
): Promise<ContactListItemRow> {
  const numberChanged = current.number !== fields.number;
  const [row] = await tx
    .update(contactListItems)
    .set({
      ...fields,
      email: fields.email || null,
      ...(numberChanged ? { isWhatsappValid: null, whatsappCheckedAt: null } : {}),
    })
    .where(and(eq(contactListItems.companyId, current.companyId), eq(contactListItems.id, current.id)))
    .returning();
  if (!row) throw new Error(`contact list item ${current.id} vanished under its row lock`);
  return row;
}

export async function deleteContactListItemRow(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.delete(contactListItems).where(and(eq(contactListItems.companyId, companyId), eq(contactListItems.id, id)));
}

/**
 * One import batch in one statement; a number already in the list is left as it is. Answers the
 * numbers written, so the caller counts the rest as already in the list.
 */
export async function insertContactListItemsBatch(
  tx: Tx,
  companyId: number,
  contactListId: number,
  items: readonly { name: string; number: string; email: string }[],
): Promise<number> {
  if (items.length === 0) return 0;
  const rows = await tx
    .insert(contactListItems)
    .values(items.map((item) => ({ companyId, contactListId, ...item, email: item.email || null })))
    .onConflictDoNothing({ target: [contactListItems.contactListId, contactListItems.number] })
    .returning({ id: contactListItems.id });
  return rows.length;
}

/** Items by id (the validity check's batch, after it stored the answers). */
export async function findContactListItemsByIds(tx: Tx, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(contactListItems)
    .where(and(eq(contactListItems.companyId, companyId), inArray(contactListItems.id, [...ids])));
}
