import type { PaymentProviderName } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import { createCompany, createInvoice, createPlan } from '../../test/factories';
import { companies, invoices, paymentCharges, paymentEvents } from '../db/schema';
import type { Database } from '../platform/db/database';

/** Rows the payment tests build and read directly (the checkout has its own tests). */

export async function companyWithOpenInvoice(
  ctx: { db: Database },
  overrides: Parameters<typeof createCompany>[1] = {},
  invoice: Parameters<typeof createInvoice>[2] = {},
) {
  const plan = await createPlan(ctx.db, { amount: '100.00', users: 5, connections: 2 });
  const company = await createCompany(ctx.db, { planId: plan.id, ...overrides });
  const row = await createInvoice(ctx.db, company.id, {
    value: '100.00',
    dueDate: company.dueDate ?? new Date(),
    planId: plan.id,
    users: plan.users,
    connections: plan.connections,
    ...invoice,
  });
  return { plan, company, invoice: row };
}

export async function chargeOf(
  ctx: { db: Database },
  invoice: { id: number; companyId: number },
  provider: PaymentProviderName,
  externalId: string,
  amount = '100.00',
) {
  const [charge] = await ctx.db.system.transaction((tx) =>
    tx
      .insert(paymentCharges)
      .values({ companyId: invoice.companyId, invoiceId: invoice.id, provider, externalId, amount })
      .returning(),
  );
  if (!charge) throw new Error('charge not inserted');
  return charge;
}

export const readCompany = async (ctx: { db: Database }, id: number) =>
  (await ctx.db.system.transaction((tx) => tx.select().from(companies).where(eq(companies.id, id))))[0];

export const readInvoice = async (ctx: { db: Database }, id: number) =>
  (await ctx.db.system.transaction((tx) => tx.select().from(invoices).where(eq(invoices.id, id))))[0];

export const readCharge = async (ctx: { db: Database }, id: number) =>
  (await ctx.db.system.transaction((tx) => tx.select().from(paymentCharges).where(eq(paymentCharges.id, id))))[0];

export const eventsOf = (ctx: { db: Database }, eventId: string) =>
  ctx.db.system.transaction((tx) => tx.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId)));
