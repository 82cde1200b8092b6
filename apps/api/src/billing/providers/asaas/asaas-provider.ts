import { constantTimeEqual } from '../hmac';
import type { ChargeRequest, PaymentProvider, PaymentProviderDeps, ProviderPaymentStatus } from '../payment-provider';
import {
  allSet,
  type DriverOptions,
  decimalAmount,
  headerValue,
  invalidWebhook,
  providerDate,
  providerHttp,
  webhookBody,
} from '../provider-http';
import { asaasPaymentSchema, asaasWebhookSchema, paymentLinkSchema } from './asaas-schemas';

/** How long a payment link is offered; a bank slip issued through it may be paid this many business days later. */
const linkLifetimeMs = 24 * 60 * 60 * 1000;
const slipDays = 1;

/** The payment events that change a payment's standing; other events (created, viewed, …) are ignored. */
const paymentEvents = new Set([
  'PAYMENT_RECEIVED',
  'PAYMENT_CONFIRMED',
  'PAYMENT_OVERDUE',
  'PAYMENT_DELETED',
  'PAYMENT_REFUNDED',
]);

const statuses: Record<string, ProviderPaymentStatus> = {
  RECEIVED: 'paid',
  CONFIRMED: 'paid',
  RECEIVED_IN_CASH: 'paid',
  PENDING: 'pending',
  AWAITING_RISK_ANALYSIS: 'pending',
  OVERDUE: 'expired',
  REFUNDED: 'failed',
  REFUND_REQUESTED: 'failed',
  REFUND_IN_PROGRESS: 'failed',
  CHARGEBACK_REQUESTED: 'failed',
  CHARGEBACK_DISPUTE: 'failed',
  AWAITING_CHARGEBACK_REVERSAL: 'failed',
  DUNNING_REQUESTED: 'failed',
};

/** Asaas dates are calendar days in Brasília time (UTC−3, no daylight saving). */
const brasiliaOffsetMs = 3 * 60 * 60 * 1000;
const brasiliaDay = (day: string | null | undefined) => providerDate(day ? `${day}T00:00:00-03:00` : null);

/**
 * Asaas (docs/billing.md "Asaas, Mercado Pago and Stripe"): a single-charge payment link per charge
 * (the payer picks Pix, bank slip or card on Asaas's page); payments made through it name the link.
 * The webhook is trusted by the `asaas-access-token` header the operator chose when creating the
 * webhook in Asaas, and the payment is re-read before anything is paid. Settings: `asaastoken` (API
 * key, sent as the `access_token` header), `asaaswebhooktoken`.
 */
export function createAsaasProvider(deps: PaymentProviderDeps, options: DriverOptions = {}): PaymentProvider {
  const call = providerHttp(deps, 'asaas', options);
  const now = options.now ?? (() => new Date());
  // Asaas refuses API calls without a User-Agent.
  const auth = async () => ({ access_token: await deps.readSetting('asaastoken'), 'user-agent': 'Chatdesk' });

  return {
    name: 'asaas',
    isConfigured: () => allSet(deps, ['asaastoken', 'asaaswebhooktoken']),

    async openCharge(request: ChargeRequest) {
      const expiresAt = new Date(now().getTime() + linkLifetimeMs);
      const link = await call(
        {
          method: 'POST',
          path: '/paymentLinks',
          headers: await auth(),
          json: {
            name: request.description,
            description: request.description,
            value: Number(request.amount),
            billingType: 'UNDEFINED',
            chargeType: 'DETACHED',
            dueDateLimitDays: slipDays,
            // Asaas disables the link from this Brasília calendar day on: a day after billing stops offering it.
            endDate: new Date(expiresAt.getTime() + linkLifetimeMs - brasiliaOffsetMs).toISOString().slice(0, 10),
            externalReference: request.reference,
            notificationEnabled: false,
          },
        },
        paymentLinkSchema,
      );
      return { externalId: link.id, url: link.url, pix: null, expiresAt };
    },

    async verifyWebhook(request) {
      const expected = await deps.readSetting('asaaswebhooktoken');
      if (!constantTimeEqual(headerValue(request.headers, 'asaas-access-token') ?? '', expected))
        throw invalidWebhook();
      const body = webhookBody(request.rawBody, asaasWebhookSchema);
      if (!paymentEvents.has(body.event) || !body.payment) return [];
      return [{ eventId: body.id ?? `${body.event}:${body.payment.id}`, resourceId: body.payment.id }];
    },

    async fetchPayment(notice) {
      const payment = await call(
        { method: 'GET', path: `/payments/${encodeURIComponent(notice.resourceId)}`, headers: await auth() },
        asaasPaymentSchema,
      );
      const status = payment.deleted ? 'failed' : (statuses[payment.status] ?? 'pending');
      return {
        // A payment made outside a link of ours names no charge (billing ignores it).
        chargeExternalId: payment.paymentLink ?? payment.id,
        status,
        amount: decimalAmount(payment.value),
        paidAt: status === 'paid' ? (brasiliaDay(payment.paymentDate ?? payment.clientPaymentDate) ?? now()) : null,
      };
    },
  };
}
