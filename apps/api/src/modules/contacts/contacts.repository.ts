import type { ContactsPageQuery } from '@chatdesk/contracts';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { contactExtraInfo, contacts, contactTags } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/like-pattern';

/** Queries on contacts and their extra info. Every call runs inside the caller's tenant transaction. */

export type ContactRow = typeof contacts.$inferSelect;
export type NewContactRow = typeof contacts.$inferInsert;
export type ContactPatch = Partial<Omit<NewContactRow, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>>;
export type ExtraInfoRow = typeof contactExtraInfo.$inferSelect;

/**
 * What a search may match. A caller who sees numbers masked (LGPD) must not find contacts by the
 * digits the mask hides, so for them the number is not searched at all (name only).
 */
export interface ContactSearchScope {
  numbers: boolean;
}

/**
 * Substring search on the unaccented, lowered name or on the number, through the SQL function
 * that lets the trigram indexes work under row-level security (migration 0010).
 */
function searchCondition(searchParam: string, scope: ContactSearchScope): SQL {
  return sql`${contacts.id} in (select public.tenant_contacts_matching(${contactSearchPatterns(searchParam, scope)}))`;
}

/** The (name pattern, number pattern) arguments of tenant_contacts_matching; '' skips the number. */
export function contactSearchPatterns(term: string, scope: ContactSearchScope): SQL {
  const digits = scope.numbers ? term.replace(/\D/g, '') : '';
  return sql`${`%${escapeLike(term)}%`}, ${digits ? `%${digits}%` : ''}`;
}

function pageConditions(
  companyId: number,
  query: Omit<ContactsPageQuery, 'pageNumber'>,
  scope: ContactSearchScope,
): SQL[] {
  const conditions: SQL[] = [eq(contacts.companyId, companyId)];
  if (query.searchParam) conditions.push(searchCondition(query.searchParam, scope));
  if (query.channel) conditions.push(eq(contacts.channel, query.channel));
  if (query.isGroup !== undefined) conditions.push(eq(contacts.isGroup, query.isGroup));
  const tagIds = [...new Set(query.contactTag ?? [])];
  if (tagIds.length > 0) {
    // Every listed tag: the contact's links to them number as many as the tags asked for.
    conditions.push(
      sql`${contacts.id} in (select ${contactTags.contactId} from ${contactTags}
        where ${contactTags.companyId} = ${companyId} and ${inArray(contactTags.tagId, tagIds)}
        group by ${contactTags.contactId} having count(*) = ${tagIds.length})`,
    );
  }
  return conditions;
}

/** One page by (name, id) plus the total matching; offset pages (see docs/decisions.md). */
export async function findContactsPage(
  tx: Tx,
  companyId: number,
  query: ContactsPageQuery,
  pageSize: number,
  scope: ContactSearchScope,
): Promise<{ rows: ContactRow[]; total: number }> {
  const where = and(...pageConditions(companyId, query, scope));
  const offset = ((query.pageNumber ?? 1) - 1) * pageSize;
  const rows = await tx
    .select()
    .from(contacts)
    .where(where)
    .orderBy(asc(contacts.name), asc(contacts.id))
    .limit(pageSize)
    .offset(offset);
  const [total] = await tx.select({ value: count() }).from(contacts).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findContactOptions(
  tx: Tx,
  companyId: number,
  searchParam: string | undefined,
  scope: ContactSearchScope,
) {
  const conditions = [eq(contacts.companyId, companyId)];
  if (searchParam) conditions.push(searchCondition(searchParam, scope));
  return tx
    .select({ id: contacts.id, name: contacts.name, number: contacts.number, isGroup: contacts.isGroup })
    .from(contacts)
    .where(and(...conditions))
    .orderBy(asc(contacts.name), asc(contacts.id));
}

export async function findContact(tx: Tx, companyId: number, contactId: number): Promise<ContactRow | null> {
  const [row] = await tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.id, contactId)));
  return row ?? null;
}

/** The contact's row locked for a read-modify-write (two toggles cannot both read the old value). */
export async function lockContact(tx: Tx, companyId: number, contactId: number): Promise<ContactRow | null> {
  const [row] = await tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.id, contactId)))
    .for('update');
  return row ?? null;
}

/** The company's contact with this number, preferring the WhatsApp one, then the oldest. */
export async function findContactByNumber(tx: Tx, companyId: number, number: string): Promise<ContactRow | null> {
  const [row] = await tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.number, number)))
    .orderBy(sql`${contacts.channel} = 'whatsapp' desc`, asc(contacts.id))
    .limit(1);
  return row ?? null;
}

export async function insertContact(tx: Tx, values: NewContactRow): Promise<ContactRow> {
  const [row] = await tx.insert(contacts).values(values).returning();
  if (!row) throw new Error('contact insert returned no row');
  return row;
}

export async function updateContactRow(
  tx: Tx,
  companyId: number,
  contactId: number,
  patch: ContactPatch,
): Promise<ContactRow | null> {
  const [row] = await tx
    .update(contacts)
    .set(patch)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.id, contactId)))
    .returning();
  return row ?? null;
}

/** Deletes the contact; its extra info and tag links go with it (cascade). Answers whether it existed. */
export async function deleteContactRow(tx: Tx, companyId: number, contactId: number): Promise<boolean> {
  const rows = await tx
    .delete(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.id, contactId)))
    .returning({ id: contacts.id });
  return rows.length > 0;
}

export async function findExtraInfo(tx: Tx, companyId: number, contactId: number): Promise<ExtraInfoRow[]> {
  return tx
    .select()
    .from(contactExtraInfo)
    .where(and(eq(contactExtraInfo.companyId, companyId), eq(contactExtraInfo.contactId, contactId)))
    .orderBy(asc(contactExtraInfo.id));
}

/** Replaces the contact's extra info with `items`, in their order. */
export async function replaceExtraInfo(
  tx: Tx,
  companyId: number,
  contactId: number,
  items: readonly { name: string; value: string }[],
) {
  await tx
    .delete(contactExtraInfo)
    .where(and(eq(contactExtraInfo.companyId, companyId), eq(contactExtraInfo.contactId, contactId)));
  if (items.length === 0) return;
  await tx.insert(contactExtraInfo).values(items.map((item) => ({ companyId, contactId, ...item })));
}
