import { describe, expect, it } from 'vitest';
import { hmacSha256Hex } from '../hmac';
import { type DriverUnderTest, itBehavesLikeADriver, useDriver } from '../test-support/driver-contract';
import { webhookRequest } from '../test-support/driver-deps';
import { deadlineFor, providerFailed, sampleCharge, testClock, webhookInvalid } from '../test-support/driver-fixtures';
import { createMercadoPagoProvider } from './index';
import { MercadoPagoStub } from './test-support/mercadopago-stub';

const token = 'APP_USR-chatdesk';
const secret = 'mp-secret-signature';
const charge = sampleCharge('mercadopago');

const subject: DriverUnderTest<MercadoPagoStub> = {
  provider: 'mercadopago',
  startStub: () => new MercadoPagoStub(token, secret).start(),
  baseUrl: (stub) => stub.url,
  settings: ['mpaccesstoken', 'mpwebhooksecret'],
  values: (stub) => [stub.accessToken, stub.webhookSecret],
  create: createMercadoPagoProvider,
};

describe('Mercado Pago driver', () => {
  const harness = useDriver(subject);
  const clock = testClock;
  const driver = harness.driver;
  itBehavesLikeADriver(subject, harness);

  it('creates a preference with the bearer token, one BRL item, the reference and the signed notification URL', async () => {
    const opened = await driver(() => clock).openCharge(charge);
    const request = harness.stub.requestsTo(/^\/checkout\/preferences$/).at(-1);
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
      url: harness.stub.lastPreference().init_point,
      pix: null,
      expiresAt: new Date('2026-03-11T12:00:00Z'),
    });
  });

  it('accepts a signed payment webhook and names the event and the payment', async () => {
    const paymentId = harness.stub.pay('any-reference');
    const webhook = harness.stub.webhook(paymentId, { eventId: 98765 });
    expect(await driver().verifyWebhook(webhookRequest(webhook))).toEqual([
      { eventId: '98765', resourceId: String(paymentId) },
    ]);
    const upper = harness.stub.webhook('ORD01JQ4S4KY8HWQ6NA5PXB65B3D3', { eventId: 1 });
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
    const webhook = harness.stub.webhook(4242, { type: 'merchant_order' });
    expect(await driver().verifyWebhook(webhookRequest(webhook))).toEqual([]);
  });

  it('refuses a missing, wrong or mismatched signature, and any when no secret is set', async () => {
    const good = harness.stub.webhook(777);
    const refused = [
      harness.stub.webhook(777, { signature: null }),
      harness.stub.webhook(777, { secret: 'another-secret' }),
      harness.stub.webhook(777, { signature: 'ts=1,v1=00' }),
      // The signed query names payment 777; a body naming another payment is not what was signed.
      { ...good, body: good.body.replace('"id":"777"', '"id":"778"') },
      { ...good, query: { 'data.id': '778', type: 'payment' } },
      { ...good, headers: { ...good.headers, 'x-request-id': 'replayed-elsewhere' } },
    ];
    for (const webhook of refused) {
      await expect(driver().verifyWebhook(webhookRequest(webhook))).rejects.toMatchObject(webhookInvalid);
    }
    harness.context.settings.mpwebhooksecret = '';
    await expect(driver().verifyWebhook(webhookRequest(good))).rejects.toMatchObject(webhookInvalid);
  });

  it('re-reads the payment and maps its status; the reference names the charge', async () => {
    const status = async (id: number) => (await driver().fetchPayment({ eventId: 'e', resourceId: String(id) })).status;
    const paymentId = harness.stub.pay(charge.reference, 'pending', 148);
    expect(await driver().fetchPayment({ eventId: 'e1', resourceId: String(paymentId) })).toEqual({
      chargeExternalId: charge.reference,
      status: 'pending',
      amount: '148.00',
      paidAt: null,
    });
    for (const pending of ['in_process', 'authorized']) {
      harness.stub.setStatus(paymentId, pending);
      expect(await status(paymentId)).toBe('pending');
    }
    for (const refused of ['rejected', 'cancelled', 'refunded', 'charged_back']) {
      harness.stub.setStatus(paymentId, refused);
      expect(await status(paymentId)).toBe('failed');
    }
    harness.stub.setStatus(paymentId, 'approved');
    const paid = await driver().fetchPayment({ eventId: 'e2', resourceId: String(paymentId) });
    expect(paid).toMatchObject({ chargeExternalId: charge.reference, status: 'paid', amount: '148.00' });
    expect(paid.paidAt?.toISOString()).toBe(harness.stub.payments.get(paymentId)?.date_approved);
    const payment = harness.stub.payments.get(paymentId);
    if (payment) payment.currency_id = 'ARS';
    expect(await status(paymentId)).toBe('failed');
  });

  it('fails with ERR_PAYMENT_PROVIDER_FAILED on an unknown payment or a broken answer', async () => {
    await expect(driver().fetchPayment({ eventId: 'e', resourceId: '999' })).rejects.toMatchObject(providerFailed);
    const paymentId = harness.stub.pay(charge.reference);
    harness.stub.failNext('timeout');
    await expect(
      driver(undefined, deadlineFor('timeout')).fetchPayment({ eventId: 'e', resourceId: String(paymentId) }),
    ).rejects.toMatchObject(providerFailed);
  });
});
