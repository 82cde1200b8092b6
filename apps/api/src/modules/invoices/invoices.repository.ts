import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { companies, invoices } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { containingPattern } from '../../platform/db/like-pattern';

/** Queries on a company's invoices (tenant executor: row-level security keeps them to the caller's company). */

export type InvoiceRow = typeof invoices.$inferSelect;

export async function pageInvoices(
  tx: Tx,
  companyId: number,
  options: { search: string; limit: number; offset: number },
) {
  const condition = and(
    // The explicit company filter keeps the (company_id, due_date) index in play; RLS is the backstop.
    eq(invoices.companyId, companyId),
    options.search ? ilike(invoices.detail, containingPattern(options.search)) : undefined,
  );
  const rows = await tx
    .select()
    .from(invoices)
    .where(condition)
    .orderBy(desc(invoices.dueDate), desc(invoices.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await tx.select({ value: count() }).from(invoices).where(condition);
  return { rows, count: total?.value ?? 0 };
}

export async function companyTimeZone(tx: Tx, companyId: number): Promise<string | null> {
  const [row] = await tx.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, companyId));
  return row?.timezone ?? null;
}

/** The super user's list: every company's invoices with the company's name and time zone (system executor). */
export async function pageAllInvoices(tx: Tx, options: { search: string; limit: number; offset: number }) {
  const condition = options.search
    ? or(
        ilike(invoices.detail, containingPattern(options.search)),
        ilike(companies.name, containingPattern(options.search)),
      )
    : undefined;
  const rows = await tx
    .select({ invoice: invoices, companyName: companies.name, timezone: companies.timezone })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(condition)
    .orderBy(desc(invoices.dueDate), desc(invoices.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await tx
    .select({ value: count() })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(condition);
  return { rows, count: total?.value ?? 0 };
}
