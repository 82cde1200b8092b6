import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentProviderName, PixQrCode } from '@chatdesk/contracts';
import type { SecretSettingKey } from '../../modules/settings/secret-setting-values';

/**
 * The one interface every payment provider's driver implements (Efí Pix, Asaas, Mercado Pago,
 * Stripe). Billing opens charges through it and trusts a notification only after the driver has
 * verified it and re-read the payment from the provider's API (docs/billing.md).
 */

/** A charge billing asks a provider to open for an invoice. Amounts are the server's, never the browser's. */
export interface ChargeRequest {
  /**
   * Billing's own reference of this charge: 32 letters and digits, unique. Drivers send it where
   * the provider echoes it back (Pix txid, `external_reference`, `client_reference_id`, metadata).
   */
  reference: string;
  companyId: number;
  invoiceId: number;
  /** BRL as a decimal string with two places ('148.00'). */
  amount: string;
  /** What the payer sees ('Fatura #12 · Plano Ouro'). */
  description: string;
  payer: { name: string; document: string; email: string | null };
  /** Where a hosted checkout sends the payer back (the web's /financeiro). */
  returnUrl: string;
  /** This provider's notification URL on this server (`{PUBLIC_URL}/api/billing/webhooks/{provider}`). */
  webhookUrl: string;
}

/** What the provider opened: its id of the charge and what the checkout shows. */
export interface OpenedCharge {
  /** The provider's id of the charge (Pix txid, payment link id, preference's reference, session id). */
  externalId: string;
  /** A hosted payment page (Asaas, Mercado Pago, Stripe); null for Pix. */
  url: string | null;
  /** The Pix QR code (Efí); null for the others. */
  pix: PixQrCode | null;
  expiresAt: Date | null;
}

/** An incoming notification, as the HTTP layer received it (raw body for signatures). */
export interface WebhookRequest {
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  query: Record<string, string | undefined>;
}

/** One event a verified notification names (a Pix notification may carry several). */
export interface WebhookNotice {
  /** The provider's id of this event, for de-duplication (Stripe `evt_…`, Pix `endToEndId`, …). */
  eventId: string;
  /** What the driver needs to re-read the payment (a payment id, a txid, a session id). */
  resourceId: string;
}

export type ProviderPaymentStatus = 'paid' | 'pending' | 'failed' | 'expired';

/** A payment as the provider's API reports it when billing asks, never as a notification claims. */
export interface ProviderPayment {
  /** The `externalId` of the charge it pays, as stored when the charge was opened. */
  chargeExternalId: string;
  status: ProviderPaymentStatus;
  /** BRL decimal string with two places, compared with the charge's amount before anything is paid. */
  amount: string;
  paidAt: Date | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Whether the operator configured everything this provider needs (credentials, webhook secret, certificate). */
  isConfigured(): Promise<boolean>;
  /** Throws AppError('ERR_PAYMENT_PROVIDER_FAILED') when the provider refuses or does not answer. */
  openCharge(request: ChargeRequest): Promise<OpenedCharge>;
  /**
   * Checks the notification came from the provider (signature, token, shared secret) and lists the
   * events it names. Throws AppError('ERR_PAYMENT_WEBHOOK_INVALID') when it does not hold; an event
   * that is not about a payment is left out (an empty list is a valid, ignorable notification).
   */
  verifyWebhook(request: WebhookRequest): Promise<WebhookNotice[]>;
  /** Re-reads the payment from the provider's API. Throws AppError('ERR_PAYMENT_PROVIDER_FAILED') on failure. */
  fetchPayment(notice: WebhookNotice): Promise<ProviderPayment>;
}

/** What every driver gets from the server: its API's base URL and the operator's settings. */
export interface PaymentProviderDeps {
  baseUrl: string;
  /** A secret global setting in clear ('' when unset). Never log it. */
  readSetting(key: SecretSettingKey): Promise<string>;
  /** The HTTP client (global fetch in production; tests may pass their own). */
  fetch: typeof fetch;
  logger: { warn(object: object, message: string): void; info(object: object, message: string): void };
}
