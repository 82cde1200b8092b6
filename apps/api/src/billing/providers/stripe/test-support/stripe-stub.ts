import { hmacSha256Hex } from '../../hmac';
import {
  lastOf,
  ProviderStub,
  type StubReply,
  type StubRequest,
  type StubRoute,
  type StubWebhook,
  stubId,
  updateIn,
} from '../../test-support/provider-stub';

/** A Checkout Session as the stub keeps it (Stripe's fields). */
export interface StubSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  expires_at: number;
  success_url: string | null;
  /** The intent's status once the payer tried (`processing`, `requires_payment_method`); null before. */
  intentStatus: string | null;
}

/** Stripe's answer to a missing or wrong secret key. */
const stripeRefusal: StubReply = {
  status: 401,
  body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
};

const missing = (message: string): StubReply => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message } },
});

/**
 * A local Stripe (tests only): the Checkout Sessions API (create, retrieve with
 * `expand[]=payment_intent`) behind the secret key, and signed `checkout.session.*` events the way
 * Stripe sends them (`Stripe-Signature: t=…,v1=…`).
 */
export class StripeStub extends ProviderStub {
  readonly sessions = new Map<string, StubSession>();

  constructor(
    readonly apiKey = 'sk_test_chatdesk',
    readonly webhookSecret = 'whsec_chatdesk',
  ) {
    super({ header: 'authorization', value: `Bearer ${apiKey}`, refusal: stripeRefusal });
  }

  protected routes(): StubRoute[] {
    return [
      { method: 'POST', path: /^\/v1\/checkout\/sessions$/, handle: (request) => ({ body: this.#create(request) }) },
      {
        method: 'GET',
        path: /^\/v1\/checkout\/sessions\/([^/]+)$/,
        handle: (request, [id]) => {
          const session = this.sessions.get(id ?? '');
          if (!session) return missing(`No such checkout.session: '${id}'`);
          const expand = request.query.getAll('expand[]').includes('payment_intent');
          return { body: this.#answer(session, expand) };
        },
      },
    ];
  }

  /** The session a driver opened last. */
  lastSession(): StubSession {
    return lastOf(this.sessions.values(), 'session');
  }

  /** Changes what the API answers about a session (a payment, an expiry, a failed boleto). */
  update(
    id: string,
    change: Partial<Pick<StubSession, 'status' | 'payment_status' | 'intentStatus' | 'currency'>>,
  ): void {
    updateIn(this.sessions, id, change);
  }

  /** The payer paid on Stripe's page. */
  pay(id: string): void {
    this.update(id, { status: 'complete', payment_status: 'paid', intentStatus: 'succeeded' });
  }

  /**
   * A `checkout.session.*` event about a session, signed with `secret` (the stub's own unless a
   * test wants a wrong one) at `timestamp` (now unless a test wants an old one).
   */
  event(
    type: string,
    sessionId: string,
    options: { eventId?: string; secret?: string; timestamp?: number; signature?: string | null } = {},
  ): StubWebhook {
    const session = this.sessions.get(sessionId);
    const event = {
      id: options.eventId ?? stubId('evt_', 24),
      object: 'event',
      api_version: '2024-06-20',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object: session ? this.#answer(session, false) : { id: sessionId, object: 'checkout.session' } },
    };
    const body = JSON.stringify(event);
    const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
    const header =
      options.signature !== undefined
        ? options.signature
        : `t=${timestamp},v1=${hmacSha256Hex(options.secret ?? this.webhookSecret, `${timestamp}.${body}`)}`;
    return { headers: header === null ? {} : { 'stripe-signature': header }, body };
  }

  #create(request: StubRequest) {
    const form = request.form ?? new URLSearchParams();
    const id = stubId('cs_test_', 24);
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      if (name) metadata[name] = value;
    }
    const session: StubSession = {
      id,
      object: 'checkout.session',
      url: `${this.url}/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total:
        Number(form.get('line_items[0][price_data][unit_amount]')) * Number(form.get('line_items[0][quantity]') ?? 1),
      currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
      client_reference_id: form.get('client_reference_id'),
      metadata,
      expires_at: Number(form.get('expires_at') ?? Math.floor(Date.now() / 1000) + 86_400),
      success_url: form.get('success_url'),
      intentStatus: null,
    };
    this.sessions.set(id, session);
    return this.#answer(session, false);
  }

  #answer(session: StubSession, expandIntent: boolean) {
    const { intentStatus, ...fields } = session;
    const intent =
      intentStatus === null
        ? null
        : { id: `pi_${session.id.slice(8)}`, object: 'payment_intent', status: intentStatus };
    return { ...fields, payment_intent: expandIntent ? intent : (intent?.id ?? null) };
  }
}

/** A started Stripe stub. */
export function startStripeStub(apiKey?: string, webhookSecret?: string): Promise<StripeStub> {
  return new StripeStub(apiKey, webhookSecret).start();
}
