import type { TagAnswer } from '@chatdesk/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { contactTags, tags } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** Queries on tags and contact_tags. Every call runs inside the caller's tenant transaction. */

export type TagRow = typeof tags.$inferSelect;
const tagColumns = { id: tags.id, name: tags.name, color: tags.color, kanban: tags.kanban };

export async function findTags(tx: Tx, companyId: number, kanban?: number): Promise<TagAnswer[]> {
  const conditions = [eq(tags.companyId, companyId)];
  if (kanban !== undefined) conditions.push(eq(tags.kanban, kanban));
  return tx
    .select(tagColumns)
    .from(tags)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
}

export async function insertTag(tx: Tx, values: typeof tags.$inferInsert): Promise<TagAnswer> {
  const [row] = await tx.insert(tags).values(values).returning(tagColumns);
  if (!row) throw new Error('tag insert returned no row');
  return row;
}

/**
 * Which of `tagIds` are tags of the company. Foreign keys ignore row-level security, so a link
 * to another company's tag would insert fine: callers check ids here first.
 */
export async function findCompanyTagIds(tx: Tx, companyId: number, tagIds: readonly number[]): Promise<number[]> {
  if (tagIds.length === 0) return [];
  const rows = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.companyId, companyId), inArray(tags.id, [...tagIds])));
  return rows.map((row) => row.id);
}

/**
 * The ids of the company's contact tags (kanban 0) named `names`, creating the missing ones with
 * `colorOf()`. ON CONFLICT on the (company, lower(name), kanban) index settles concurrent creates.
 */
export async function findOrCreateContactTags(
  tx: Tx,
  companyId: number,
  names: readonly string[],
  colorOf: () => string,
): Promise<number[]> {
  if (names.length === 0) return [];
  await tx
    .insert(tags)
    .values(names.map((name) => ({ companyId, name, color: colorOf(), kanban: 0 })))
    .onConflictDoNothing();
  const lowered = names.map((name) => name.toLowerCase());
  const rows = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.companyId, companyId), eq(tags.kanban, 0), inArray(sql`lower(${tags.name})`, lowered)));
  return rows.map((row) => row.id);
}

/** Each contact's tags by name; contacts without tags are absent. */
export async function findTagsOfContacts(
  tx: Tx,
  companyId: number,
  contactIds: readonly number[],
): Promise<Map<number, TagAnswer[]>> {
  const byContact = new Map<number, TagAnswer[]>();
  if (contactIds.length === 0) return byContact;
  const rows = await tx
    .select({ contactId: contactTags.contactId, ...tagColumns })
    .from(contactTags)
    .innerJoin(tags, eq(tags.id, contactTags.tagId))
    .where(and(eq(contactTags.companyId, companyId), inArray(contactTags.contactId, [...contactIds])))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
  for (const { contactId, ...tag } of rows) {
    const list = byContact.get(contactId) ?? [];
    list.push(tag);
    byContact.set(contactId, list);
  }
  return byContact;
}

/** Replaces the contact's tag links with exactly `tagIds` (already checked to be the company's). */
export async function replaceContactTags(tx: Tx, companyId: number, contactId: number, tagIds: readonly number[]) {
  await tx.delete(contactTags).where(and(eq(contactTags.companyId, companyId), eq(contactTags.contactId, contactId)));
  if (tagIds.length === 0) return;
  await tx.insert(contactTags).values([...new Set(tagIds)].map((tagId) => ({ companyId, contactId, tagId })));
}
