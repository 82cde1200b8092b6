import type { ChargeRequest, PaymentProvider, PaymentProviderDeps, ProviderPaymentStatus } from '../payment-provider';
import { allSet, type DriverOptions, decimalAmount, providerDate, providerHttp } from '../provider-http';
import { mercadoPagoPaymentSchema, preferenceSchema } from './mercadopago-schemas';
import { verifyMercadoPagoWebhook } from './mercadopago-webhook';

/** How long a preference stays payable. */
const preferenceLifetimeMs = 24 * 60 * 60 * 1000;

const paymentStatuses: Record<string, ProviderPaymentStatus> = {
  approved: 'paid',
  pending: 'pending',
  in_process: 'pending',
  in_mediation: 'pending',
  authorized: 'pending',
  rejected: 'failed',
  cancelled: 'failed',
  refunded: 'failed',
  charged_back: 'failed',
};

/**
 * Mercado Pago Checkout Pro (docs/billing.md "Asaas, Mercado Pago and Stripe"): a preference per
 * charge whose `external_reference` is billing's reference, which every payment made through it
 * carries back; the webhook is trusted by its x-signature and the payment is re-read before
 * anything is paid. Settings: `mpaccesstoken` (access token), `mpwebhooksecret` (the application's
 * webhook secret signature).
 */
export function createMercadoPagoProvider(deps: PaymentProviderDeps, options: DriverOptions = {}): PaymentProvider {
  const call = providerHttp(deps, 'mercadopago', options);
  const now = options.now ?? (() => new Date());
  const auth = async () => ({ authorization: `Bearer ${await deps.readSetting('mpaccesstoken')}` });

  return {
    name: 'mercadopago',
    isConfigured: () => allSet(deps, ['mpaccesstoken', 'mpwebhooksecret']),

    async openCharge(request: ChargeRequest) {
      const from = now();
      const expiresAt = new Date(from.getTime() + preferenceLifetimeMs);
      const notificationUrl = new URL(request.webhookUrl);
      // Webhooks only (signed), not the older unsigned IPN feed.
      notificationUrl.searchParams.set('source_news', 'webhooks');
      const preference = await call(
        {
          method: 'POST',
          path: '/checkout/preferences',
          headers: await auth(),
          json: {
            items: [
              {
                id: `invoice-${request.invoiceId}`,
                title: request.description,
                quantity: 1,
                unit_price: Number(request.amount),
                currency_id: 'BRL',
              },
            ],
            payer: { name: request.payer.name, email: request.payer.email ?? undefined },
            external_reference: request.reference,
            notification_url: notificationUrl.toString(),
            back_urls: { success: request.returnUrl, pending: request.returnUrl, failure: request.returnUrl },
            auto_return: 'approved',
            expires: true,
            expiration_date_from: from.toISOString(),
            expiration_date_to: expiresAt.toISOString(),
            metadata: { invoice_id: request.invoiceId, company_id: request.companyId },
          },
        },
        preferenceSchema,
      );
      return { externalId: request.reference, url: preference.init_point, pix: null, expiresAt };
    },

    async verifyWebhook(request) {
      return verifyMercadoPagoWebhook(request, await deps.readSetting('mpwebhooksecret'));
    },

    async fetchPayment(notice) {
      const payment = await call(
        { method: 'GET', path: `/v1/payments/${encodeURIComponent(notice.resourceId)}`, headers: await auth() },
        mercadoPagoPaymentSchema,
      );
      const currency = payment.currency_id ?? 'BRL';
      const status = currency === 'BRL' ? (paymentStatuses[payment.status] ?? 'pending') : 'failed';
      return {
        chargeExternalId: payment.external_reference ?? '',
        status,
        amount: decimalAmount(payment.transaction_amount),
        paidAt: status === 'paid' ? (providerDate(payment.date_approved) ?? now()) : null,
      };
    },
  };
}
