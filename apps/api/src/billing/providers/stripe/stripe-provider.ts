import type { ChargeRequest, PaymentProvider, PaymentProviderDeps, ProviderPaymentStatus } from '../payment-provider';
import { allSet, type DriverOptions, decimalAmount, providerHttp } from '../provider-http';
import { stripeForm, toCents } from './stripe-form';
import { type CheckoutSession, checkoutSessionSchema, openedSessionSchema } from './stripe-schemas';
import { verifyStripeWebhook } from './stripe-webhook';

/** How long a Checkout Session stays payable (Stripe accepts 30 minutes to 24 hours). */
const sessionLifetimeMs = 23 * 60 * 60 * 1000;

/** A session's payment as billing understands it. */
function sessionStatus(session: CheckoutSession): ProviderPaymentStatus {
  if (session.currency && session.currency.toLowerCase() !== 'brl') return 'failed';
  if (session.payment_status === 'paid') return 'paid';
  if (session.status === 'expired') return 'expired';
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent?.status : undefined;
  // An asynchronous method (boleto) that failed leaves the session complete, unpaid, its intent waiting for a new method.
  if (session.status === 'complete' && (intent === 'requires_payment_method' || intent === 'canceled')) return 'failed';
  return 'pending';
}

/**
 * Stripe Checkout (docs/billing.md "Asaas, Mercado Pago and Stripe"): a hosted Checkout Session
 * per charge; the webhook is trusted by its Stripe-Signature and the session is re-read before
 * anything is paid. Settings: `stripeprivatekey` (secret API key), `stripewebhooksecret` (the
 * endpoint's signing secret, `whsec_…`).
 */
export function createStripeProvider(deps: PaymentProviderDeps, options: DriverOptions = {}): PaymentProvider {
  const call = providerHttp(deps, 'stripe', options);
  const now = options.now ?? (() => new Date());
  const auth = async () => ({ authorization: `Bearer ${await deps.readSetting('stripeprivatekey')}` });

  return {
    name: 'stripe',
    isConfigured: () => allSet(deps, ['stripeprivatekey', 'stripewebhooksecret']),

    async openCharge(request: ChargeRequest) {
      const expiresAt = new Date(now().getTime() + sessionLifetimeMs);
      const form = stripeForm({
        mode: 'payment',
        line_items: [
          {
            price_data: {
              currency: 'brl',
              unit_amount: toCents(request.amount),
              product_data: { name: request.description },
            },
            quantity: 1,
          },
        ],
        success_url: request.returnUrl,
        cancel_url: request.returnUrl,
        client_reference_id: request.reference,
        metadata: { invoiceId: request.invoiceId, companyId: request.companyId, reference: request.reference },
        customer_email: request.payer.email ?? undefined,
        expires_at: Math.floor(expiresAt.getTime() / 1000),
        locale: 'pt-BR',
      });
      const session = await call(
        // The reference makes a retried request open the same session, never a second one.
        {
          method: 'POST',
          path: '/v1/checkout/sessions',
          headers: { ...(await auth()), 'idempotency-key': request.reference },
          form,
        },
        openedSessionSchema,
      );
      return { externalId: session.id, url: session.url, pix: null, expiresAt };
    },

    async verifyWebhook(request) {
      return verifyStripeWebhook(request, await deps.readSetting('stripewebhooksecret'), now());
    },

    async fetchPayment(notice) {
      const session = await call(
        {
          method: 'GET',
          path: `/v1/checkout/sessions/${encodeURIComponent(notice.resourceId)}?expand[]=payment_intent`,
          headers: await auth(),
        },
        checkoutSessionSchema,
      );
      const status = sessionStatus(session);
      return {
        chargeExternalId: session.id,
        status,
        amount: decimalAmount((session.amount_total ?? 0) / 100),
        // A session carries no payment time; the moment billing learns of the payment stands in.
        paidAt: status === 'paid' ? now() : null,
      };
    },
  };
}
