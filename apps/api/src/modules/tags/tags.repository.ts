import type { TagAnswer, TagContactAnswer, TagRecordAnswer } from '@chatdesk/contracts';
import { and, asc, count, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { contacts, contactTags, tags, ticketTags } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/like-pattern';

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

/** The Tags page's row: the tag, its lane fields, and how many contacts and tickets carry it. */
const recordColumns = {
  ...tagColumns,
  timeLane: tags.timeLane,
  nextLaneId: tags.nextLaneId,
  rollbackLaneId: tags.rollbackLaneId,
  greetingMessageLane: tags.greetingMessageLane,
  // Both link tables have a (company_id, tag_id) index, so each count is an index scan per row.
  contactsCount: sql<number>`(select count(*)::int from ${contactTags} where ${contactTags.companyId} = ${tags.companyId} and ${contactTags.tagId} = ${tags.id})`,
  ticketsCount: sql<number>`(select count(*)::int from ${ticketTags} where ${ticketTags.companyId} = ${tags.companyId} and ${ticketTags.tagId} = ${tags.id})`,
};

export interface TagsPageFilter {
  search: string;
  kanban?: number;
  /** Left out of the page (the lane being edited). */
  exceptId?: number;
  limit: number;
  offset: number;
}

/**
 * One page of the company's tags by name, then id. Offset pages: a company has tens to a few
 * hundred tags, and the name order is what the page shows.
 */
export async function findTagsPage(
  tx: Tx,
  companyId: number,
  filter: TagsPageFilter,
): Promise<{ rows: TagRecordAnswer[]; count: number }> {
  const conditions: (SQL | undefined)[] = [eq(tags.companyId, companyId)];
  if (filter.kanban !== undefined) conditions.push(eq(tags.kanban, filter.kanban));
  if (filter.exceptId !== undefined) conditions.push(ne(tags.id, filter.exceptId));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(sql`public.f_unaccent(lower(${tags.name})) like public.f_unaccent(lower(${pattern}))`);
  }
  const where = and(...conditions);
  const rows = await tx
    .select(recordColumns)
    .from(tags)
    .where(where)
    // Accents folded, so 'Ávila' sorts with the a's as a reader expects.
    .orderBy(asc(sql`public.f_unaccent(lower(${tags.name}))`), asc(tags.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await tx.select({ total: count() }).from(tags).where(where);
  return { rows, count: total?.total ?? 0 };
}

export async function findTagRecord(tx: Tx, companyId: number, tagId: number): Promise<TagRecordAnswer | null> {
  const [row] = await tx
    .select(recordColumns)
    .from(tags)
    .where(and(eq(tags.companyId, companyId), eq(tags.id, tagId)));
  return row ?? null;
}

/** The tag row locked for an update or delete, or null when the company has no such tag. */
export async function lockTag(tx: Tx, companyId: number, tagId: number): Promise<TagRow | null> {
  const [row] = await tx
    .select()
    .from(tags)
    .where(and(eq(tags.companyId, companyId), eq(tags.id, tagId)))
    .for('update');
  return row ?? null;
}

/** The kind (0 or 1) of each of `tagIds` that is a tag of the company; others are absent. */
export async function findTagKinds(tx: Tx, companyId: number, tagIds: readonly number[]): Promise<Map<number, number>> {
  if (tagIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: tags.id, kanban: tags.kanban })
    .from(tags)
    .where(and(eq(tags.companyId, companyId), inArray(tags.id, [...tagIds])));
  return new Map(rows.map((row) => [row.id, row.kanban]));
}

export type TagPatch = Partial<Omit<typeof tags.$inferInsert, 'id' | 'companyId' | 'createdAt'>>;

export async function updateTagRow(tx: Tx, companyId: number, tagId: number, patch: TagPatch) {
  await tx
    .update(tags)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(tags.companyId, companyId), eq(tags.id, tagId)));
}

/** A tag that stops being a lane is no longer a destination: other lanes forget it. */
export async function clearLanePointersTo(tx: Tx, companyId: number, tagId: number): Promise<number[]> {
  const pointing = and(eq(tags.companyId, companyId), or(eq(tags.nextLaneId, tagId), eq(tags.rollbackLaneId, tagId)));
  const rows = await tx
    .update(tags)
    .set({
      nextLaneId: sql`case when ${tags.nextLaneId} = ${tagId} then null else ${tags.nextLaneId} end`,
      rollbackLaneId: sql`case when ${tags.rollbackLaneId} = ${tagId} then null else ${tags.rollbackLaneId} end`,
      updatedAt: new Date(),
    })
    .where(pointing)
    .returning({ id: tags.id });
  return rows.map((row) => row.id);
}

/** The lanes whose next or rollback lane is `tagId` (their pointers clear when it is deleted). */
export async function findLanesPointingTo(tx: Tx, companyId: number, tagId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.companyId, companyId), or(eq(tags.nextLaneId, tagId), eq(tags.rollbackLaneId, tagId))));
  return rows.map((row) => row.id);
}

export async function deleteTagRow(tx: Tx, companyId: number, tagId: number) {
  await tx.delete(tags).where(and(eq(tags.companyId, companyId), eq(tags.id, tagId)));
}

/** The contacts carrying a tag, by name then id. */
export async function findTagContacts(
  tx: Tx,
  companyId: number,
  tagId: number,
  page: { limit: number; offset: number },
): Promise<TagContactAnswer[]> {
  return tx
    .select({ id: contacts.id, name: contacts.name, number: contacts.number })
    .from(contactTags)
    .innerJoin(contacts, eq(contacts.id, contactTags.contactId))
    .where(and(eq(contactTags.companyId, companyId), eq(contactTags.tagId, tagId)))
    .orderBy(asc(contacts.name), asc(contacts.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Takes one tag off one contact; whether a link was there. */
export async function deleteContactTag(tx: Tx, companyId: number, tagId: number, contactId: number): Promise<boolean> {
  const rows = await tx
    .delete(contactTags)
    .where(
      and(eq(contactTags.companyId, companyId), eq(contactTags.tagId, tagId), eq(contactTags.contactId, contactId)),
    )
    .returning({ tagId: contactTags.tagId });
  return rows.length > 0;
}
