import { describe, expect, it } from 'vitest';
import { type DriverUnderTest, itBehavesLikeADriver, useDriver } from '../test-support/driver-contract';
import { webhookRequest } from '../test-support/driver-deps';
import { providerFailed, sampleCharge, testClock, webhookInvalid } from '../test-support/driver-fixtures';
import { createAsaasProvider } from './index';
import { AsaasStub } from './test-support/asaas-stub';

const apiKey = '$aact_chatdesk';
const webhookToken = 'asaas-webhook-token-chatdesk';
const charge = sampleCharge('asaas', '148.50');

const subject: DriverUnderTest<AsaasStub> = {
  provider: 'asaas',
  startStub: () => new AsaasStub(apiKey, webhookToken).start(),
  baseUrl: (stub) => stub.apiUrl,
  settings: ['asaastoken', 'asaaswebhooktoken'],
  values: (stub) => [stub.apiKey, stub.webhookToken],
  create: createAsaasProvider,
};

describe('Asaas driver', () => {
  const harness = useDriver(subject);
  const clock = testClock;
  const driver = harness.driver;
  itBehavesLikeADriver(subject, harness);

  it('creates a single-charge payment link with the access_token header, the value and the reference', async () => {
    const opened = await driver(() => clock).openCharge(charge);
    const request = harness.stub.requestsTo(/^\/v3\/paymentLinks$/).at(-1);
    expect(request?.headers.access_token).toBe(apiKey);
    expect(request?.headers['user-agent']).toBeTruthy();
    expect(request?.json).toEqual({
      name: charge.description,
      description: charge.description,
      value: 148.5,
      billingType: 'UNDEFINED',
      chargeType: 'DETACHED',
      dueDateLimitDays: 1,
      endDate: '2026-03-12',
      externalReference: charge.reference,
      notificationEnabled: false,
    });
    const link = harness.stub.lastLink();
    expect(opened).toEqual({
      externalId: link.id,
      url: link.url,
      pix: null,
      expiresAt: new Date('2026-03-11T12:00:00Z'),
    });
  });

  it('accepts a webhook with the right token and names the event and the payment', async () => {
    const paymentId = harness.stub.pay(null);
    for (const event of ['PAYMENT_RECEIVED', 'PAYMENT_CONFIRMED', 'PAYMENT_OVERDUE', 'PAYMENT_REFUNDED']) {
      const webhook = harness.stub.webhook(paymentId, { event, eventId: `evt_${event}` });
      expect(await driver().verifyWebhook(webhookRequest(webhook))).toEqual([
        { eventId: `evt_${event}`, resourceId: paymentId },
      ]);
    }
    const withoutId = harness.stub.webhook(paymentId);
    const body = JSON.parse(withoutId.body);
    delete body.id;
    const notices = await driver().verifyWebhook(webhookRequest({ ...withoutId, body: JSON.stringify(body) }));
    expect(notices).toEqual([{ eventId: `PAYMENT_RECEIVED:${paymentId}`, resourceId: paymentId }]);
  });

  it('ignores events that do not change a payment', async () => {
    const paymentId = harness.stub.pay(null, 'PENDING');
    for (const event of ['PAYMENT_CREATED', 'PAYMENT_CHECKOUT_VIEWED', 'TRANSFER_DONE']) {
      expect(await driver().verifyWebhook(webhookRequest(harness.stub.webhook(paymentId, { event })))).toEqual([]);
    }
  });

  it('refuses a missing or wrong token, and any when no token is set', async () => {
    const paymentId = harness.stub.pay(null);
    for (const token of [null, '', 'asaas-webhook-token-chatdes', `${webhookToken}x`]) {
      const webhook = harness.stub.webhook(paymentId, { token });
      await expect(driver().verifyWebhook(webhookRequest(webhook))).rejects.toMatchObject(webhookInvalid);
    }
    harness.context.settings.asaaswebhooktoken = '';
    const empty = harness.stub.webhook(paymentId, { token: '' });
    await expect(driver().verifyWebhook(webhookRequest(empty))).rejects.toMatchObject(webhookInvalid);
  });

  it('re-reads the payment and maps its status; the link names the charge', async () => {
    const opened = await driver().openCharge(charge);
    const paymentId = harness.stub.pay(opened.externalId, 'PENDING');
    const read = () => driver(() => clock).fetchPayment({ eventId: 'e', resourceId: paymentId });
    expect(await read()).toEqual({
      chargeExternalId: opened.externalId,
      status: 'pending',
      amount: '148.50',
      paidAt: null,
    });
    const expected: [string, string][] = [
      ['AWAITING_RISK_ANALYSIS', 'pending'],
      ['OVERDUE', 'expired'],
      ['REFUNDED', 'failed'],
      ['CHARGEBACK_REQUESTED', 'failed'],
      ['CONFIRMED', 'paid'],
      ['RECEIVED_IN_CASH', 'paid'],
    ];
    for (const [status, mapped] of expected) {
      harness.stub.update(paymentId, { status });
      expect((await read()).status).toBe(mapped);
    }
    harness.stub.update(paymentId, { status: 'RECEIVED', paymentDate: '2026-03-09' });
    expect(await read()).toEqual({
      chargeExternalId: opened.externalId,
      status: 'paid',
      amount: '148.50',
      paidAt: new Date('2026-03-09T03:00:00Z'),
    });
    harness.stub.update(paymentId, { deleted: true });
    expect((await read()).status).toBe('failed');
  });

  it('fails with ERR_PAYMENT_PROVIDER_FAILED on an unknown payment or a broken answer', async () => {
    await expect(driver().fetchPayment({ eventId: 'e', resourceId: 'pay_unknown' })).rejects.toMatchObject(
      providerFailed,
    );
    const paymentId = harness.stub.pay(null);
    harness.stub.failNext('garbage');
    await expect(driver().fetchPayment({ eventId: 'e', resourceId: paymentId })).rejects.toMatchObject(providerFailed);
  });
});
