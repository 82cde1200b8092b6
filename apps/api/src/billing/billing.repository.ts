import type { PaymentProviderName } from '@chatdesk/contracts';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { companies, invoices, paymentCharges, paymentEvents } from '../db/schema';
import type { Tx } from '../platform/db/database';

/** Queries of billing. Notifications run on the system executor (a company is known only once verified). */

export type ChargeRow = typeof paymentCharges.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** Records a notification's event; null when the provider's event id was already handled. */
export async function recordPaymentEvent(
  tx: Tx,
  provider: PaymentProviderName,
  eventId: string,
): Promise<number | null> {
  const [row] = await tx
    .insert(paymentEvents)
    .values({ provider, eventId, outcome: 'received' })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return row?.id ?? null;
}

export async function setPaymentEventOutcome(tx: Tx, id: number, outcome: string, chargeId: number | null) {
  await tx.update(paymentEvents).set({ outcome, chargeId }).where(eq(paymentEvents.id, id));
}

export async function lockCharge(tx: Tx, provider: PaymentProviderName, externalId: string): Promise<ChargeRow | null> {
  const [row] = await tx
    .select()
    .from(paymentCharges)
    .where(and(eq(paymentCharges.provider, provider), eq(paymentCharges.externalId, externalId)))
    .for('update');
  return row ?? null;
}

export async function updateCharge(tx: Tx, id: number, values: Partial<Pick<ChargeRow, 'status' | 'paidAt'>>) {
  await tx.update(paymentCharges).set(values).where(eq(paymentCharges.id, id));
}

/**
 * Marks the invoice paid only if it is still open and still costs what the charge charged: of two
 * payments of one invoice, one renews; a charge opened before the checkout changed the plan pays
 * nothing it was not priced for.
 */
export async function payOpenInvoice(tx: Tx, charge: ChargeRow, paidAt: Date): Promise<InvoiceRow | null> {
  const [row] = await tx
    .update(invoices)
    .set({ status: 'paid', paidAt })
    .where(
      and(
        eq(invoices.id, charge.invoiceId),
        eq(invoices.status, 'open'),
        sql`${invoices.value} = ${charge.amount}::numeric`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function invoiceStatusOf(tx: Tx, invoiceId: number) {
  const [row] = await tx.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoiceId));
  return row?.status ?? null;
}

export async function lockCompanyForRenewal(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({
      id: companies.id,
      dueDate: companies.dueDate,
      timezone: companies.timezone,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row ?? null;
}

export async function updateCompanyRenewal(
  tx: Tx,
  companyId: number,
  values: Partial<Pick<typeof companies.$inferInsert, 'dueDate' | 'planId' | 'numberAttendants' | 'numberConections'>>,
) {
  await tx.update(companies).set(values).where(eq(companies.id, companyId));
}

/** A pending charge of this provider for this invoice and amount that has not expired: a double click reuses it. */
export async function findReusableCharge(
  tx: Tx,
  invoiceId: number,
  provider: PaymentProviderName,
  amount: string,
  now: Date,
): Promise<ChargeRow | null> {
  const [row] = await tx
    .select()
    .from(paymentCharges)
    .where(
      and(
        eq(paymentCharges.invoiceId, invoiceId),
        eq(paymentCharges.provider, provider),
        eq(paymentCharges.status, 'pending'),
        sql`${paymentCharges.amount} = ${amount}::numeric`,
        or(isNull(paymentCharges.expiresAt), gt(paymentCharges.expiresAt, now)),
      ),
    )
    .orderBy(sql`${paymentCharges.id} desc`)
    .limit(1);
  return row ?? null;
}

export async function insertCharge(tx: Tx, values: typeof paymentCharges.$inferInsert): Promise<ChargeRow> {
  const [row] = await tx.insert(paymentCharges).values(values).returning();
  if (!row) throw new Error('charge not inserted');
  return row;
}
