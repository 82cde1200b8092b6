import { AppError } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import '../billing.events';
import '../../modules/companies/companies.events';
import type { BillingDeps } from '../billing.deps';
import {
  type ChargeRow,
  invoiceStatusOf,
  lockCharge,
  lockCompanyForRenewal,
  payOpenInvoice,
  recordPaymentEvent,
  setPaymentEventOutcome,
  updateCharge,
  updateCompanyRenewal,
} from '../billing.repository';
import type { PaymentProvider, ProviderPayment, WebhookNotice } from '../providers/payment-provider';
import { renewedDueDate } from '../renewal';

/**
 * What handling a notice did: 'replayed' (its event id was handled before: nothing changes),
 * 'ignored' (no charge of ours: not recorded, so a retry after the charge is stored still counts), 'paid' (the invoice is paid and the company renewed),
 * 'already-paid' (another event of a charge already paid), 'duplicate' (a second charge paid an
 * invoice already paid: recorded, never renews twice, logged for the operator to refund),
 * 'mismatch' (the amount paid is not the charge's, or a later checkout re-priced the invoice), or
 * the provider's non-paid status.
 */
export type PaymentOutcome =
  | 'replayed'
  | 'ignored'
  | 'paid'
  | 'already-paid'
  | 'duplicate'
  | 'mismatch'
  | 'pending'
  | 'failed'
  | 'expired';

type Renewal = { companyId: number; invoiceId: number; dueDate: Date };

/**
 * Confirms one verified notice: the payment is re-read from the provider (outside any
 * transaction), then the event id, the charge, the invoice and the renewal are written in one
 * transaction. The event's unique (provider, event id) row makes a replay change nothing; the
 * charge's row lock and the invoice's `status = 'open'` condition make concurrent notices renew
 * once. A provider failure throws ERR_PAYMENT_PROVIDER_FAILED before anything is recorded, so
 * the provider's retry is handled later.
 */
export async function confirmPayment(
  deps: BillingDeps,
  provider: PaymentProvider,
  notice: WebhookNotice,
): Promise<PaymentOutcome> {
  const payment = await fetchPayment(provider, notice);
  const now = deps.now?.() ?? new Date();
  const { outcome, renewal } = await deps.db.system.transaction(async (tx) => {
    // A notice for no charge of ours is not recorded: should it arrive before its charge row is
    // stored, the provider's retry still finds the charge.
    const charge = await lockCharge(tx, provider.name, payment.chargeExternalId);
    if (!charge) return { outcome: 'ignored' as const, renewal: null };
    const eventId = await recordPaymentEvent(tx, provider.name, notice.eventId);
    if (eventId === null) return { outcome: 'replayed' as const, renewal: null };
    const handled = await applyPayment(tx, charge, payment, now);
    await setPaymentEventOutcome(tx, eventId, handled.outcome, charge.id);
    return handled;
  });
  const context = { provider: provider.name, eventId: notice.eventId, outcome };
  if (outcome === 'duplicate' || outcome === 'mismatch') {
    deps.logger.warn({ ...context, charge: payment.chargeExternalId, amount: payment.amount }, 'payment needs review');
  } else {
    deps.logger.info(context, 'payment notice handled');
  }
  if (renewal) {
    deps.subscriptions.forget(renewal.companyId);
    const { companyId, invoiceId } = renewal;
    deps.events.publish({ type: 'company.updated', companyId });
    deps.events.publish({
      type: 'billing.payment-confirmed',
      companyId,
      invoiceId,
      dueDate: renewal.dueDate.toISOString(),
    });
  }
  return outcome;
}

async function fetchPayment(provider: PaymentProvider, notice: WebhookNotice): Promise<ProviderPayment> {
  try {
    return await provider.fetchPayment(notice);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('ERR_PAYMENT_PROVIDER_FAILED');
  }
}

const sameAmount = (a: string, b: string) => Math.round(Number(a) * 100) === Math.round(Number(b) * 100);

async function applyPayment(
  tx: Tx,
  charge: ChargeRow,
  payment: ProviderPayment,
  now: Date,
): Promise<{ outcome: PaymentOutcome; renewal: Renewal | null }> {
  // Paid is terminal: a late 'pending' or a second 'paid' event of the same charge changes nothing.
  if (charge.status === 'paid') return { outcome: 'already-paid', renewal: null };
  if (payment.status !== 'paid') {
    if (payment.status !== 'pending') await updateCharge(tx, charge.id, { status: payment.status });
    return { outcome: payment.status, renewal: null };
  }
  if (!sameAmount(payment.amount, charge.amount)) return { outcome: 'mismatch', renewal: null };
  const paidAt = payment.paidAt ?? now;
  await updateCharge(tx, charge.id, { status: 'paid', paidAt });
  const invoice = await payOpenInvoice(tx, charge, paidAt);
  if (!invoice) {
    // Paid by another charge already, or re-priced by a later checkout: the operator settles it.
    const outcome = (await invoiceStatusOf(tx, charge.invoiceId)) === 'paid' ? 'duplicate' : 'mismatch';
    return { outcome, renewal: null };
  }
  const company = await lockCompanyForRenewal(tx, invoice.companyId);
  if (!company) return { outcome: 'paid', renewal: null };
  const { dueDate } = renewedDueDate(company.dueDate, invoice.recurrence, company.timezone, now);
  await updateCompanyRenewal(tx, company.id, {
    dueDate,
    ...(invoice.planId !== null ? { planId: invoice.planId } : {}),
    ...(invoice.users > 0 ? { numberAttendants: invoice.users } : {}),
    ...(invoice.connections > 0 ? { numberConections: invoice.connections } : {}),
  });
  return { outcome: 'paid', renewal: { companyId: company.id, invoiceId: invoice.id, dueDate } };
}
