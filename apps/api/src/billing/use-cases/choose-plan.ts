import { AppError, customPlanPrice, recurrenceMonths, type SubscriptionInput } from '@chatdesk/contracts';
import type { Database, Tx } from '../../platform/db/database';
import { findChoosablePlan, findPayingCompany, lockInvoice, updateInvoiceChoice } from '../checkout.repository';

export interface ChosenInvoice {
  invoiceId: number;
  /** What the company pays, BRL with two places: the server's price, never the browser's. */
  amount: string;
  planName: string | null;
  email: string | null;
}

const toCents = (amount: string | number) => Math.round(Number(amount) * 100);

/**
 * The checkout's first half: prices the chosen plan on the server (a plan's monthly amount, or
 * the custom plan's 49 + 11 per user + 20 per connection, times the invoice's recurrence months)
 * and stores the choice on the open invoice, locked, so payment applies exactly what was paid.
 */
export async function chooseInvoicePlan(
  db: Database,
  companyId: number,
  input: SubscriptionInput,
): Promise<ChosenInvoice> {
  return db.tenant(companyId).transaction(async (tx) => {
    const invoice = await lockInvoice(tx, input.invoiceId);
    if (!invoice) throw new AppError('ERR_NO_INVOICE_FOUND');
    if (invoice.status === 'paid') throw new AppError('ERR_INVOICE_ALREADY_PAID');
    const company = await findPayingCompany(tx, companyId);
    if (!company) throw new AppError('ERR_NO_COMPANY_FOUND');
    const choice = await priceChoice(tx, input, company.planId, invoice.queues);
    const amount = centsToAmount(choice.monthlyCents * recurrenceMonths[invoice.recurrence]);
    const { planId, users, connections, queues } = choice;
    const detail = invoice.period
      ? `${choice.planName ?? customPlanName} (${dayMonthYear(invoice.period)})`
      : undefined;
    await updateInvoiceChoice(tx, invoice.id, { planId, users, connections, queues, value: amount, detail });
    return { invoiceId: invoice.id, amount, planName: choice.planName, email: company.email };
  });
}

const centsToAmount = (cents: number) => (cents / 100).toFixed(2);
export const customPlanName = 'Plano personalizado';
/** '2026-03-08' as the invoice detail shows it ('08/03/2026'), as generation writes it. */
const dayMonthYear = (period: string) => period.split('-').reverse().join('/');

/** The chosen plan's monthly price in cents and what it contracts. */
async function priceChoice(tx: Tx, input: SubscriptionInput, currentPlanId: number | null, currentQueues: number) {
  if (input.plan === 'custom') {
    const users = input.users ?? 0;
    const connections = input.connections ?? 0;
    const monthlyCents = toCents(customPlanPrice(users, connections));
    return { planId: null, planName: null, users, connections, queues: currentQueues, monthlyCents };
  }
  const plan = await findChoosablePlan(tx, input.plan, currentPlanId);
  if (!plan) throw new AppError('ERR_NO_PLAN_FOUND');
  const { users, connections, queues } = plan;
  return { planId: plan.id, planName: plan.name, users, connections, queues, monthlyCents: toCents(plan.amount) };
}
