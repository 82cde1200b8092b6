import { describe, expect, it } from 'vitest';
import { type DriverUnderTest, itBehavesLikeADriver, useDriver } from '../test-support/driver-contract';
import { webhookRequest } from '../test-support/driver-deps';
import { providerFailed, sampleCharge, testClock, webhookInvalid } from '../test-support/driver-fixtures';
import { createStripeProvider } from './index';
import { StripeStub } from './test-support/stripe-stub';

const key = 'sk_test_chatdesk';
const secret = 'whsec_chatdesk';
const charge = sampleCharge('stripe');

const subject: DriverUnderTest<StripeStub> = {
  provider: 'stripe',
  startStub: () => new StripeStub(key, secret).start(),
  baseUrl: (stub) => stub.url,
  settings: ['stripeprivatekey', 'stripewebhooksecret'],
  values: (stub) => [stub.apiKey, stub.webhookSecret],
  create: createStripeProvider,
};

describe('Stripe driver', () => {
  const harness = useDriver(subject);
  const clock = testClock;
  const driver = harness.driver;
  itBehavesLikeADriver(subject, harness);

  const openSession = async () => {
    const opened = await driver().openCharge(charge);
    return { opened, session: harness.stub.lastSession() };
  };

  it('opens a Checkout Session with the bearer key, one BRL line in cents and the reference', async () => {
    const opened = await driver(() => clock).openCharge(charge);
    const request = harness.stub.requestsTo(/^\/v1\/checkout\/sessions$/).at(-1);
    expect(request?.headers.authorization).toBe(`Bearer ${key}`);
    expect(request?.headers['idempotency-key']).toBe(charge.reference);
    expect(Object.fromEntries(request?.form ?? [])).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'brl',
      'line_items[0][price_data][unit_amount]': '14800',
      'line_items[0][price_data][product_data][name]': charge.description,
      'line_items[0][quantity]': '1',
      success_url: charge.returnUrl,
      cancel_url: charge.returnUrl,
      client_reference_id: charge.reference,
      'metadata[invoiceId]': '12',
      customer_email: 'ana@example.com',
      expires_at: String(clock.getTime() / 1000 + 23 * 3600),
    });
    const session = harness.stub.lastSession();
    expect(opened).toEqual({
      externalId: session.id,
      url: session.url,
      pix: null,
      expiresAt: new Date(clock.getTime() + 23 * 3600 * 1000),
    });
  });

  it('accepts a signed checkout.session.completed and names the event and the session', async () => {
    const { session } = await openSession();
    const event = harness.stub.event('checkout.session.completed', session.id, { eventId: 'evt_completed_1' });
    expect(await driver().verifyWebhook(webhookRequest(event))).toEqual([
      { eventId: 'evt_completed_1', resourceId: session.id },
    ]);
    for (const type of ['checkout.session.async_payment_succeeded', 'checkout.session.expired']) {
      const notices = await driver().verifyWebhook(webhookRequest(harness.stub.event(type, session.id)));
      expect(notices.map((notice) => notice.resourceId)).toEqual([session.id]);
    }
  });

  it('accepts any matching v1 while the signing secret is rolled', async () => {
    const { session } = await openSession();
    const event = harness.stub.event('checkout.session.completed', session.id);
    const header = event.headers['stripe-signature'] ?? '';
    const [timestamp, signature] = header.split(',');
    const rolled = { ...event, headers: { 'stripe-signature': `${timestamp},v1=${'0'.repeat(64)},${signature}` } };
    expect(await driver().verifyWebhook(webhookRequest(rolled))).toHaveLength(1);
  });

  it('ignores signed events that are not about a Checkout payment', async () => {
    const { session } = await openSession();
    const other = harness.stub.event('payment_intent.succeeded', session.id);
    expect(await driver().verifyWebhook(webhookRequest(other))).toEqual([]);
  });

  it('refuses a missing, wrong, tampered or stale signature, and any when no secret is set', async () => {
    const { session } = await openSession();
    const good = harness.stub.event('checkout.session.completed', session.id);
    const refused = [
      harness.stub.event('checkout.session.completed', session.id, { signature: null }),
      harness.stub.event('checkout.session.completed', session.id, { secret: 'whsec_wrong' }),
      harness.stub.event('checkout.session.completed', session.id, { signature: 'v1=abc' }),
      { ...good, body: good.body.replace('checkout.session.completed', 'checkout.session.expired') },
      harness.stub.event('checkout.session.completed', session.id, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      harness.stub.event('checkout.session.completed', session.id, { timestamp: Math.floor(Date.now() / 1000) + 301 }),
    ];
    for (const webhook of refused) {
      await expect(driver().verifyWebhook(webhookRequest(webhook))).rejects.toMatchObject(webhookInvalid);
    }
    harness.context.settings.stripewebhooksecret = '';
    await expect(driver().verifyWebhook(webhookRequest(good))).rejects.toMatchObject(webhookInvalid);
  });

  it('checks the timestamp against the injected clock', async () => {
    const { session } = await openSession();
    const signedAt = Math.floor(clock.getTime() / 1000);
    const event = harness.stub.event('checkout.session.completed', session.id, { timestamp: signedAt });
    const at = (seconds: number) => () => new Date(clock.getTime() + seconds * 1000);
    expect(await driver(at(300)).verifyWebhook(webhookRequest(event))).toHaveLength(1);
    await expect(driver(at(301)).verifyWebhook(webhookRequest(event))).rejects.toMatchObject(webhookInvalid);
  });

  it('re-reads the session: paid, pending, expired and failed', async () => {
    const { session } = await openSession();
    const notice = { eventId: 'evt_1', resourceId: session.id };
    expect(await driver().fetchPayment(notice)).toEqual({
      chargeExternalId: session.id,
      status: 'pending',
      amount: '148.00',
      paidAt: null,
    });
    harness.stub.update(session.id, { status: 'complete', intentStatus: 'processing' });
    expect((await driver().fetchPayment(notice)).status).toBe('pending');
    harness.stub.update(session.id, { intentStatus: 'requires_payment_method' });
    expect((await driver().fetchPayment(notice)).status).toBe('failed');
    harness.stub.pay(session.id);
    expect(await driver(() => clock).fetchPayment(notice)).toEqual({
      chargeExternalId: session.id,
      status: 'paid',
      amount: '148.00',
      paidAt: clock,
    });
    harness.stub.update(session.id, { currency: 'usd' });
    expect((await driver().fetchPayment(notice)).status).toBe('failed');

    const expiring = (await openSession()).session;
    harness.stub.update(expiring.id, { status: 'expired' });
    expect((await driver().fetchPayment({ eventId: 'evt_2', resourceId: expiring.id })).status).toBe('expired');
  });

  it('fails with ERR_PAYMENT_PROVIDER_FAILED on an unknown session or a broken answer', async () => {
    await expect(driver().fetchPayment({ eventId: 'evt_x', resourceId: 'cs_test_unknown' })).rejects.toMatchObject(
      providerFailed,
    );
    const { session } = await openSession();
    harness.stub.failNext('garbage');
    await expect(driver().fetchPayment({ eventId: 'evt_y', resourceId: session.id })).rejects.toMatchObject(
      providerFailed,
    );
  });
});
