import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hmacSha256Hex } from '../hmac';
import { driverDeps, webhookRequest } from '../test-support/driver-deps';
import { createMercadoPagoProvider } from './index';
import { mercadoPagoManifest } from './mercadopago-webhook';
import { MercadoPagoStub } from './test-support/mercadopago-stub';

const token = 'APP_USR-chatdesk';
const secret = 'mp-secret-signature';
const charge = {
  reference: 'MpReference0123456789abcdefABCDE',
  companyId: 7,
  invoiceId: 12,
  amount: '148.00',
  description: 'Fatura #12 · Plano Ouro',
  payer: { name: 'Ana Souza', document: '11144477735', email: 'ana@example.com' },
  returnUrl: 'https://app.example.com/financeiro',
  webhookUrl: 'https://app.example.com/api/billing/webhooks/mercadopago',
};
const failed = { code: 'ERR_PAYMENT_PROVIDER_FAILED' };
const invalid = { code: 'ERR_PAYMENT_WEBHOOK_INVALID' };

describe('Mercado Pago driver', () => {
  let stub: MercadoPagoStub;
  let context: ReturnType<typeof driverDeps>;
  const clock = new Date('2026-03-10T12:00:00Z');
  // A short deadline where a test waits for it, a generous one elsewhere (the machine may be busy).
  const driver = (now?: () => Date, timeoutMs = 5000) => createMercadoPagoProvider(context.deps, { timeoutMs, now });

  beforeAll(async () => {
    stub = await new MercadoPagoStub(token, secret).start();
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    context = driverDeps(stub.url, { mpaccesstoken: token, mpwebhooksecret: secret });
  });

  it('is configured only with both the access token and the webhook secret', async () => {
    expect(await driver().isConfigured()).toBe(true);
    context.settings.mpwebhooksecret = '';
    expect(await driver().isConfigured()).toBe(false);
    context.settings.mpwebhooksecret = secret;
    context.settings.mpaccesstoken = '';
    expect(await driver().isConfigured()).toBe(false);
  });

  it('creates a preference with the bearer token, one BRL item, the reference and the signed notification URL', async () => {
    const opened = await driver(() => clock).openCharge(charge);
    const request = stub.requestsTo(/^\/checkout\/preferences$/).at(-1);
    expect(request?.headers.authorization).toBe(`Bearer ${token}`);
    expect(request?.json).toMatchObject({
      items: [{ title: charge.description, quantity: 1, unit_price: 148, currency_id: 'BRL' }],
      external_reference: charge.reference,
      notification_url: `${charge.webhookUrl}?source_news=webhooks`,
      back_urls: { success: charge.returnUrl, pending: charge.returnUrl, failure: charge.returnUrl },
      auto_return: 'approved',
      expires: true,
      expiration_date_from: clock.toISOString(),
      expiration_date_to: '2026-03-11T12:00:00.000Z',
    });
    expect(opened).toEqual({
      externalId: charge.reference,
      url: stub.lastPreference().init_point,
      pix: null,
      expiresAt: new Date('2026-03-11T12:00:00Z'),
    });
  });

  it('fails with ERR_PAYMENT_PROVIDER_FAILED on a refused token, logging the status but never the token', async () => {
    context.settings.mpaccesstoken = 'APP_USR-wrong';
    await expect(driver().openCharge(charge)).rejects.toMatchObject(failed);
    expect(context.logged[0]?.object).toMatchObject({ provider: 'mercadopago', status: 401, reason: 'status' });
    expect(JSON.stringify(context.logged)).not.toContain('APP_USR');
  });

  it.each([
    ['status-500', 'status'],
    ['timeout', 'timeout'],
    ['garbage', 'malformed'],
  ] as const)('fails with ERR_PAYMENT_PROVIDER_FAILED when Mercado Pago answers %s', async (failure, reason) => {
    stub.failNext(failure);
    await expect(driver(undefined, failure === 'timeout' ? 250 : 5000).openCharge(charge)).rejects.toMatchObject(
      failed,
    );
    expect(context.logged[0]?.object).toMatchObject({ reason });
  });

  it('signs the documented manifest, lower-casing an alphanumeric id and leaving out missing parts', () => {
    expect(mercadoPagoManifest('ORD01JQ', 'req-1', '1742505638683')).toBe(
      'id:ord01jq;request-id:req-1;ts:1742505638683;',
    );
    expect(mercadoPagoManifest('123', undefined, '17')).toBe('id:123;ts:17;');
    expect(mercadoPagoManifest(undefined, 'req-1', '17')).toBe('request-id:req-1;ts:17;');
  });

  it('accepts a signed payment webhook and names the event and the payment', async () => {
    const paymentId = stub.pay('any-reference');
    const webhook = stub.webhook(paymentId, { eventId: 98765 });
    expect(await driver().verifyWebhook(webhookRequest(webhook))).toEqual([
      { eventId: '98765', resourceId: String(paymentId) },
    ]);
    const upper = stub.webhook('ORD01JQ4S4KY8HWQ6NA5PXB65B3D3', { eventId: 1 });
    expect((await driver().verifyWebhook(webhookRequest(upper)))[0]?.resourceId).toBe('ORD01JQ4S4KY8HWQ6NA5PXB65B3D3');
  });

  it('names the event by its action and payment when the body has no id', async () => {
    const ts = '1742505638683';
    const body = JSON.stringify({ type: 'payment', action: 'payment.created', data: { id: '555' } });
    const v1 = hmacSha256Hex(secret, 'id:555;request-id:r-9;ts:1742505638683;');
    const request = webhookRequest({
      headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': 'r-9' },
      body,
      query: { 'data.id': '555', type: 'payment' },
    });
    expect(await driver().verifyWebhook(request)).toEqual([{ eventId: 'payment.created:555', resourceId: '555' }]);
  });

  it('ignores signed notifications about other topics', async () => {
    const webhook = stub.webhook(4242, { type: 'merchant_order' });
    expect(await driver().verifyWebhook(webhookRequest(webhook))).toEqual([]);
  });

  it('refuses a missing, wrong or mismatched signature, and any when no secret is set', async () => {
    const good = stub.webhook(777);
    const refused = [
      stub.webhook(777, { signature: null }),
      stub.webhook(777, { secret: 'another-secret' }),
      stub.webhook(777, { signature: 'ts=1,v1=00' }),
      // The signed query names payment 777; a body naming another payment is not what was signed.
      { ...good, body: good.body.replace('"id":"777"', '"id":"778"') },
      { ...good, query: { 'data.id': '778', type: 'payment' } },
      { ...good, headers: { ...good.headers, 'x-request-id': 'replayed-elsewhere' } },
    ];
    for (const webhook of refused) {
      await expect(driver().verifyWebhook(webhookRequest(webhook))).rejects.toMatchObject(invalid);
    }
    context.settings.mpwebhooksecret = '';
    await expect(driver().verifyWebhook(webhookRequest(good))).rejects.toMatchObject(invalid);
  });

  it('re-reads the payment and maps its status; the reference names the charge', async () => {
    const status = async (id: number) => (await driver().fetchPayment({ eventId: 'e', resourceId: String(id) })).status;
    const paymentId = stub.pay(charge.reference, 'pending', 148);
    expect(await driver().fetchPayment({ eventId: 'e1', resourceId: String(paymentId) })).toEqual({
      chargeExternalId: charge.reference,
      status: 'pending',
      amount: '148.00',
      paidAt: null,
    });
    for (const pending of ['in_process', 'authorized']) {
      stub.setStatus(paymentId, pending);
      expect(await status(paymentId)).toBe('pending');
    }
    for (const refused of ['rejected', 'cancelled', 'refunded', 'charged_back']) {
      stub.setStatus(paymentId, refused);
      expect(await status(paymentId)).toBe('failed');
    }
    stub.setStatus(paymentId, 'approved');
    const paid = await driver().fetchPayment({ eventId: 'e2', resourceId: String(paymentId) });
    expect(paid).toMatchObject({ chargeExternalId: charge.reference, status: 'paid', amount: '148.00' });
    expect(paid.paidAt?.toISOString()).toBe(stub.payments.get(paymentId)?.date_approved);
    const payment = stub.payments.get(paymentId);
    if (payment) payment.currency_id = 'ARS';
    expect(await status(paymentId)).toBe('failed');
  });

  it('fails with ERR_PAYMENT_PROVIDER_FAILED on an unknown payment or a broken answer', async () => {
    await expect(driver().fetchPayment({ eventId: 'e', resourceId: '999' })).rejects.toMatchObject(failed);
    const paymentId = stub.pay(charge.reference);
    stub.failNext('timeout');
    await expect(
      driver(undefined, 250).fetchPayment({ eventId: 'e', resourceId: String(paymentId) }),
    ).rejects.toMatchObject(failed);
  });
});
