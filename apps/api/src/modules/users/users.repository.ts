import { and, asc, count, eq, ilike, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { settings, userQueues, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/like-pattern';

/** Queries on users. Every call runs inside the caller's tenant transaction (RLS scopes the company). */

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUserRow, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>>;

// Accent folding without the unaccent extension: the common Latin accents of pt/es/tr names.
const accented = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýŞşĞğİı';
const plain = 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyssggii';
const folded = (value: SQLWrapper) => sql`lower(translate(${value}, ${accented}, ${plain}))`;

/** Name or e-mail contains `term`, ignoring case and common accents. */
function matchesSearch(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = folded(sql`${`%${escapeLike(term)}%`}`);
  return or(ilike(folded(users.name), pattern), ilike(folded(users.email), pattern));
}

export async function findUser(tx: Tx, companyId: number, userId: number): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row ?? null;
}

/**
 * One page by name (then id, so pages never overlap on equal names). Offset pagination:
 * a company's users are bounded by its plan (tens to hundreds), so the offset stays cheap.
 */
export async function findUsersPage(
  tx: Tx,
  companyId: number,
  query: { search?: string; limit: number; offset: number },
): Promise<{ rows: UserRow[]; count: number }> {
  const where = and(eq(users.companyId, companyId), matchesSearch(query.search));
  const rows = await tx
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await tx.select({ total: count() }).from(users).where(where);
  return { rows, count: total?.total ?? 0 };
}

export async function findUserOptions(
  tx: Tx,
  companyId: number,
  filters: { search?: string; queueId?: number; profile?: 'admin' | 'user' },
) {
  const inQueue = filters.queueId
    ? sql`exists (select 1 from ${userQueues} where ${userQueues.userId} = ${users.id} and ${userQueues.queueId} = ${filters.queueId})`
    : undefined;
  return tx
    .select({
      id: users.id,
      name: users.name,
      profile: users.profile,
      online: users.online,
      profileImage: users.profileImage,
    })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        matchesSearch(filters.search),
        filters.profile ? eq(users.profile, filters.profile) : undefined,
        inQueue,
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}

export async function insertUser(tx: Tx, values: NewUserRow): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

export async function updateUserRow(tx: Tx, companyId: number, userId: number, patch: UserPatch) {
  if (Object.keys(patch).length === 0) return;
  await tx
    .update(users)
    .set(patch)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

export async function deleteUserRow(tx: Tx, companyId: number, userId: number) {
  await tx.delete(users).where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

/** Admins of the company other than `exceptUserId` (the last-admin rule). */
export async function countOtherAdmins(tx: Tx, companyId: number, exceptUserId: number): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.profile, 'admin'), ne(users.id, exceptUserId)));
  return row?.total ?? 0;
}

/** A global setting (spec 2 §3): readable, not writable, by the tenant role. */
export async function readGlobalSetting(tx: Tx, key: string): Promise<string | null> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}
