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

/** A payment as the stub keeps it (Asaas's fields). */
export interface StubAsaasPayment {
  object: 'payment';
  id: string;
  dateCreated: string;
  customer: string;
  paymentLink: string | null;
  value: number;
  netValue: number;
  billingType: string;
  status: string;
  dueDate: string;
  paymentDate: string | null;
  clientPaymentDate: string | null;
  externalReference: string | null;
  deleted: boolean;
}

/** Asaas's answer to a missing or wrong API key. */
const asaasRefusal: StubReply = {
  status: 401,
  body: { errors: [{ code: 'invalid_access_token', description: 'A chave de API fornecida é inválida' }] },
};

const today = () => new Date().toISOString().slice(0, 10);
const paidStatuses = new Set(['RECEIVED', 'CONFIRMED', 'RECEIVED_IN_CASH']);

/**
 * A local Asaas (tests only): payment links and payments under `/v3` behind the `access_token`
 * header, payments a test makes through a link, and webhooks the way Asaas sends them (the
 * `asaas-access-token` header carries the token chosen for the webhook).
 */
export class AsaasStub extends ProviderStub {
  // biome-ignore lint/suspicious/noExplicitAny: tests read the documented link's fields
  readonly links: any[] = [];
  readonly payments = new Map<string, StubAsaasPayment>();

  constructor(
    readonly apiKey = '$aact_chatdesk',
    readonly webhookToken = 'asaas-webhook-token-chatdesk',
  ) {
    super({ header: 'access_token', value: apiKey, refusal: asaasRefusal });
  }

  /** The driver's base URL (Asaas's API lives under /v3). */
  get apiUrl(): string {
    return `${this.url}/v3`;
  }

  protected routes(): StubRoute[] {
    return [
      { method: 'POST', path: /^\/v3\/paymentLinks$/, handle: (request) => this.#createLink(request) },
      {
        method: 'GET',
        path: /^\/v3\/payments\/([\w-]+)$/,
        handle: (_request, [id]) => {
          const payment = this.payments.get(id ?? '');
          if (payment) return { body: payment };
          return {
            status: 404,
            body: { errors: [{ code: 'invalid_action', description: 'Cobrança não encontrada.' }] },
          };
        },
      },
    ];
  }

  // biome-ignore lint/suspicious/noExplicitAny: tests read the documented link's fields
  lastLink(): any {
    return lastOf(this.links, 'payment link');
  }

  /** The payer paid (or tried to) through a link; answers the payment id. */
  pay(linkId: string | null, status = 'RECEIVED', value?: number): string {
    const link = this.links.find((item) => item.id === linkId);
    const id = stubId('pay_', 12);
    const paid = paidStatuses.has(status);
    const amount = value ?? link?.value ?? 0;
    this.payments.set(id, {
      object: 'payment',
      id,
      dateCreated: today(),
      customer: 'cus_000005219613',
      paymentLink: linkId,
      value: amount,
      netValue: amount - 0.99,
      billingType: 'PIX',
      status,
      dueDate: today(),
      paymentDate: paid ? today() : null,
      clientPaymentDate: paid ? today() : null,
      externalReference: null,
      deleted: false,
    });
    return id;
  }

  update(
    id: string,
    change: Partial<Pick<StubAsaasPayment, 'status' | 'deleted' | 'paymentDate' | 'clientPaymentDate'>>,
  ): void {
    updateIn(this.payments, id, change);
  }

  /** A webhook about a payment with `token` in `asaas-access-token` (the stub's own unless a test wants another; null: none). */
  webhook(paymentId: string, options: { event?: string; eventId?: string; token?: string | null } = {}): StubWebhook {
    const payment = this.payments.get(paymentId) ?? { object: 'payment', id: paymentId };
    const body = JSON.stringify({
      id: options.eventId ?? `evt_${stubId('', 32)}&${Math.floor(Math.random() * 1e9)}`,
      event: options.event ?? 'PAYMENT_RECEIVED',
      dateCreated: new Date().toISOString().replace('T', ' ').slice(0, 19),
      payment,
    });
    const token = options.token === undefined ? this.webhookToken : options.token;
    return { headers: token === null ? {} : { 'asaas-access-token': token }, body };
  }

  #createLink(request: StubRequest): StubReply {
    const id = stubId('', 16);
    const link = {
      object: 'paymentLink',
      id,
      active: true,
      deleted: false,
      viewCount: 0,
      subscriptionCycle: null,
      maxInstallmentCount: 1,
      isAddressRequired: false,
      ...request.json,
      url: `${this.url}/c/${id}`,
    };
    this.links.push(link);
    return { body: link };
  }
}
