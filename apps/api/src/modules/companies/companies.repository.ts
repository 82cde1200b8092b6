import { and, asc, count, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import { companies, plans, users } from '../../db/schema';
import type { ScheduleEntry } from '../../db/schema/schedule-entries';
import type { Tx } from '../../platform/db/database';
import { containingPattern } from '../../platform/db/like-pattern';

/** Queries of the companies module. Super-user work runs on the system executor, a company's own on its tenant one. */

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyValues = Partial<Omit<typeof companies.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;
export type CompanyWithPlan = CompanyRow & { plan: { id: number; name: string; amount: string } | null };

const withPlanColumns = {
  ...getTableColumns(companies),
  planName: plans.name,
  planAmount: plans.amount,
};

type JoinedRow = CompanyRow & { planName: string | null; planAmount: string | null };
const toCompanyWithPlan = ({ planName, planAmount, ...company }: JoinedRow): CompanyWithPlan => ({
  ...company,
  plan:
    company.planId !== null && planName !== null
      ? { id: company.planId, name: planName, amount: planAmount ?? '0' }
      : null,
});

const selectWithPlan = (tx: Tx) =>
  tx.select(withPlanColumns).from(companies).leftJoin(plans, eq(plans.id, companies.planId));

export async function findCompany(tx: Tx, id: number): Promise<CompanyWithPlan | null> {
  const [row] = await selectWithPlan(tx).where(eq(companies.id, id));
  return row ? toCompanyWithPlan(row) : null;
}

export async function lockCompany(tx: Tx, id: number): Promise<CompanyRow | null> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  return row ?? null;
}

export async function listAllCompanies(tx: Tx): Promise<CompanyWithPlan[]> {
  return (await selectWithPlan(tx).orderBy(asc(companies.id))).map(toCompanyWithPlan);
}

const searchFilter = (search: string) => {
  if (!search) return undefined;
  const pattern = containingPattern(search);
  return or(ilike(companies.name, pattern), ilike(companies.email, pattern), ilike(plans.name, pattern));
};

/** One page by id, with the total of the filtered set. */
export async function pageCompanies(tx: Tx, options: { search: string; limit: number; offset: number }) {
  const where = searchFilter(options.search);
  const rows = await selectWithPlan(tx)
    .where(where)
    .orderBy(asc(companies.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await tx
    .select({ value: count() })
    .from(companies)
    .leftJoin(plans, eq(plans.id, companies.planId))
    .where(where);
  return { rows: rows.map(toCompanyWithPlan), count: total?.value ?? 0 };
}

export async function insertCompanyRow(tx: Tx, values: typeof companies.$inferInsert): Promise<CompanyRow> {
  const [row] = await tx.insert(companies).values(values).returning();
  if (!row) throw new Error('company insert returned no row');
  return row;
}

export async function updateCompanyRow(tx: Tx, id: number, values: CompanyValues): Promise<void> {
  await tx.update(companies).set(values).where(eq(companies.id, id));
}

export async function deleteCompanyRow(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.delete(companies).where(eq(companies.id, id)).returning({ id: companies.id });
  return rows.length > 0;
}

export async function updateCompanySchedules(tx: Tx, id: number, schedules: ScheduleEntry[]): Promise<boolean> {
  const rows = await tx
    .update(companies)
    .set({ schedules })
    .where(eq(companies.id, id))
    .returning({ id: companies.id });
  return rows.length > 0;
}

export async function updateFolderStats(
  tx: Tx,
  id: number,
  stats: { folderSize: number; numberFileFolder: number; updatedAtFolder: Date },
): Promise<void> {
  // Measuring a folder is not an edit of the company: updatedAt keeps its value.
  await tx
    .update(companies)
    .set({ ...stats, updatedAt: sql`${companies.updatedAt}` })
    .where(eq(companies.id, id));
}

export async function planExists(tx: Tx, planId: number): Promise<boolean> {
  const [row] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, planId));
  return Boolean(row);
}

export async function findPlanOfCompany(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({ id: companies.id, name: companies.name, plan: plans })
    .from(companies)
    .leftJoin(plans, eq(plans.id, companies.planId))
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/** The company's main admin: the account created with the company, which holds the company e-mail. */
/**
 * The company's main admin: its oldest admin account (the one the company form or the signup created,
 * unless it was removed or demoted). Never found by e-mail: the company e-mail is for billing and
 * contact, and a login e-mail may differ from it.
 */
export async function findMainAdmin(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.profile, 'admin')))
    .orderBy(asc(users.id))
    .limit(1);
  return row ?? null;
}

export async function insertAdminUser(
  tx: Tx,
  values: { companyId: number; name: string; email: string; passwordHash: string },
): Promise<void> {
  await tx.insert(users).values({ ...values, profile: 'admin' });
}

export async function updateUserPassword(tx: Tx, userId: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
