import { and, eq, or } from 'drizzle-orm';
import { companies, invoices, plans } from '../db/schema';
import type { Tx } from '../platform/db/database';

/** Queries of the checkout, on the company's tenant executor: another company's invoice is not found. */

export async function lockInvoice(tx: Tx, invoiceId: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  return row ?? null;
}

export async function findPayingCompany(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({ planId: companies.planId, email: companies.email })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/** A plan the company may choose: a public one, or the plan it already has. */
export async function findChoosablePlan(tx: Tx, planId: number, currentPlanId: number | null) {
  const [row] = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), or(eq(plans.isPublic, true), eq(plans.id, currentPlanId ?? 0))));
  return row ?? null;
}

export async function updateInvoiceChoice(
  tx: Tx,
  invoiceId: number,
  values: Pick<typeof invoices.$inferInsert, 'planId' | 'users' | 'connections' | 'queues' | 'value' | 'detail'>,
) {
  await tx.update(invoices).set(values).where(eq(invoices.id, invoiceId));
}
