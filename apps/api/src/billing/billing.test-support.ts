import { AppError, type PaymentProviderName } from '@chatdesk/contracts';
import type {
  ChargeRequest,
  OpenedCharge,
  PaymentProvider,
  ProviderPayment,
  WebhookNotice,
  WebhookRequest,
} from './providers/payment-provider';

/** The header a fake provider's notification must carry to verify. */
export const fakeSignatureHeader = 'x-fake-signature';
export const fakeSignature = 'signed-by-the-fake-provider';

/**
 * A payment provider for billing's own tests, implementing the driver interface in memory: it
 * opens charges (a QR code for 'efi', a link for the others), verifies notifications by a header,
 * and reports the payments a test sets with `setPayment` when billing re-reads them.
 */
export class FakeProvider implements PaymentProvider {
  configured = true;
  failOpen = false;
  failFetch = false;
  readonly opened: ChargeRequest[] = [];
  readonly #payments = new Map<string, ProviderPayment>();

  constructor(readonly name: PaymentProviderName) {}

  async isConfigured() {
    return this.configured;
  }

  async openCharge(request: ChargeRequest): Promise<OpenedCharge> {
    if (this.failOpen) throw new AppError('ERR_PAYMENT_PROVIDER_FAILED');
    this.opened.push(request);
    const externalId = `${this.name}-${request.reference}`;
    return this.name === 'efi'
      ? {
          externalId,
          url: null,
          pix: { qrcode: `00020101pix-${request.reference}`, imagemQrcode: 'data:image/png;base64,iVBORw0KGgo=' },
          expiresAt: new Date(Date.now() + 3_600_000),
        }
      : { externalId, url: `https://pay.example/${this.name}/${request.reference}`, pix: null, expiresAt: null };
  }

  async verifyWebhook(request: WebhookRequest): Promise<WebhookNotice[]> {
    if (request.headers[fakeSignatureHeader] !== fakeSignature) throw new AppError('ERR_PAYMENT_WEBHOOK_INVALID');
    return (JSON.parse(request.rawBody.toString('utf8')) as { notices: WebhookNotice[] }).notices;
  }

  async fetchPayment(notice: WebhookNotice): Promise<ProviderPayment> {
    const payment = this.#payments.get(notice.resourceId);
    if (this.failFetch || !payment) throw new AppError('ERR_PAYMENT_PROVIDER_FAILED');
    return payment;
  }

  /** What the provider's API answers about `resourceId` from now on. */
  setPayment(resourceId: string, payment: ProviderPayment) {
    this.#payments.set(resourceId, payment);
  }
}

/** The request a provider would send: a JSON body naming the notices, signed or not. */
export const notification = (notices: WebhookNotice[], signed = true) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json', ...(signed ? { [fakeSignatureHeader]: fakeSignature } : {}) },
  payload: JSON.stringify({ notices }),
});
