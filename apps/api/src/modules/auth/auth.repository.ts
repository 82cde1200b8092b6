import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { companies, plans, settings, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** Queries of the auth module on users, companies, plans and global settings. */

/** Login looks a user up across companies (system executor): e-mails are unique platform-wide. */
export async function findAccountByEmail(tx: Tx, email: string) {
  const [row] = await tx
    .select({
      id: users.id,
      companyId: users.companyId,
      passwordHash: users.passwordHash,
      email: users.email,
      companyActive: companies.status,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

/** The user with its company and plan, for the session answer (tenant executor). */
export async function findSessionUserRow(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ user: getTableColumns(users), company: getTableColumns(companies), plan: getTableColumns(plans) })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(plans, eq(plans.id, companies.planId))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function touchCompanyLastLogin(tx: Tx, companyId: number) {
  await tx.update(companies).set({ lastLogin: sql`now()` }).where(eq(companies.id, companyId));
}

export async function updatePasswordHash(tx: Tx, userId: number, passwordHash: string) {
  const [row] = await tx
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return row ?? null;
}

export async function readGlobalSetting(tx: Tx, key: string): Promise<string | null> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

/** Signup offers public plans only; a private plan reads as missing. */
export async function findPublicPlan(tx: Tx, planId: number) {
  const [row] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.isPublic, true)));
  return row ?? null;
}

export async function insertCompany(tx: Tx, values: typeof companies.$inferInsert) {
  const [row] = await tx
    .insert(companies)
    .values(values)
    .returning({ id: companies.id, name: companies.name, dueDate: companies.dueDate });
  if (!row) throw new Error('company insert returned no row');
  return row;
}

export async function insertUser(tx: Tx, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id, name: users.name, email: users.email });
  if (!row) throw new Error('user insert returned no row');
  return row;
}
