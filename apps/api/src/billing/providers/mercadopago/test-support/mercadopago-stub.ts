import { randomUUID } from 'node:crypto';
import { hmacSha256Hex } from '../../hmac';
import {
  lastOf,
  ProviderStub,
  type StubReply,
  type StubRequest,
  type StubRoute,
  type StubWebhook,
  updateIn,
} from '../../test-support/provider-stub';

/** A payment as the stub keeps it (Mercado Pago's fields). */
export interface StubMercadoPagoPayment {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  currency_id: string;
  date_created: string;
  date_approved: string | null;
  external_reference: string | null;
  payment_method_id: string;
}

/** Mercado Pago's answer to a missing or wrong access token. */
const mercadoPagoRefusal: StubReply = {
  status: 401,
  body: { message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] },
};

/**
 * A local Mercado Pago (tests only): Checkout Pro preferences and the payments API behind the
 * bearer access token, payments a test makes through a preference, and signed webhooks the way
 * Mercado Pago sends them (`x-signature: ts=…,v1=…`, `x-request-id`, `?data.id=…&type=payment`).
 */
export class MercadoPagoStub extends ProviderStub {
  // biome-ignore lint/suspicious/noExplicitAny: tests read the documented preference's fields
  readonly preferences: any[] = [];
  readonly payments = new Map<number, StubMercadoPagoPayment>();
  #nextPaymentId = 1_320_000_000;

  constructor(
    readonly accessToken = 'APP_USR-chatdesk',
    readonly webhookSecret = 'mp-secret-signature',
  ) {
    super({ header: 'authorization', value: `Bearer ${accessToken}`, refusal: mercadoPagoRefusal });
  }

  protected routes(): StubRoute[] {
    return [
      { method: 'POST', path: /^\/checkout\/preferences$/, handle: (request) => this.#createPreference(request) },
      {
        method: 'GET',
        path: /^\/v1\/payments\/(\d+)$/,
        handle: (_request, [id]) => {
          const payment = this.payments.get(Number(id));
          if (payment) return { body: payment };
          return { status: 404, body: { message: 'Payment not found', error: 'not_found', status: 404, cause: [] } };
        },
      },
    ];
  }

  /** The preference a driver created last. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read the documented preference's fields
  lastPreference(): any {
    return lastOf(this.preferences, 'preference');
  }

  /** The payer paid (or tried to) through the preference with this external reference; answers the payment id. */
  pay(externalReference: string, status = 'approved', amount?: number): number {
    const preference = this.preferences.find((item) => item.external_reference === externalReference);
    const id = this.#nextPaymentId++;
    this.payments.set(id, {
      id,
      status,
      status_detail: status === 'approved' ? 'accredited' : 'pending_waiting_transfer',
      transaction_amount: amount ?? preference?.items?.[0]?.unit_price ?? 0,
      currency_id: 'BRL',
      date_created: new Date().toISOString(),
      date_approved: status === 'approved' ? new Date().toISOString() : null,
      external_reference: externalReference,
      payment_method_id: 'pix',
    });
    return id;
  }

  setStatus(id: number, status: string): void {
    const approved = status === 'approved' ? { date_approved: new Date().toISOString() } : {};
    updateIn(this.payments, id, { status, ...approved });
  }

  /**
   * A payment webhook about `paymentId`, signed with `secret` (the stub's own unless a test wants
   * a wrong one). `query` holds what Mercado Pago appends to the notification URL.
   */
  webhook(
    paymentId: number | string,
    options: { action?: string; eventId?: number; secret?: string; type?: string; signature?: string | null } = {},
  ): StubWebhook {
    const type = options.type ?? 'payment';
    const dataId = String(paymentId);
    const body = JSON.stringify({
      id: options.eventId ?? Math.floor(Math.random() * 1e11),
      live_mode: false,
      type,
      date_created: new Date().toISOString(),
      user_id: 123456789,
      api_version: 'v1',
      action: options.action ?? 'payment.updated',
      data: { id: dataId },
    });
    const requestId = randomUUID();
    const ts = String(Date.now());
    // Mercado Pago's documented template; an alphanumeric id is signed lower-cased.
    const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
    const v1 = hmacSha256Hex(options.secret ?? this.webhookSecret, manifest);
    const signature = options.signature === undefined ? `ts=${ts},v1=${v1}` : options.signature;
    return {
      headers: { 'x-request-id': requestId, ...(signature === null ? {} : { 'x-signature': signature }) },
      body,
      query: { 'data.id': dataId, type },
    };
  }

  #createPreference(request: StubRequest): StubReply {
    const id = `123456789-${randomUUID()}`;
    const preference = {
      ...request.json,
      id,
      collector_id: 123456789,
      date_created: new Date().toISOString(),
      init_point: `${this.url}/checkout/v1/redirect?pref_id=${id}`,
      sandbox_init_point: `${this.url}/sandbox/checkout/v1/redirect?pref_id=${id}`,
    };
    this.preferences.push(preference);
    return { status: 201, body: preference };
  }
}
