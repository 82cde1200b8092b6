import { addMonths, calendarDate } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { invoices } from '../db/schema';
import { clientFor } from '../modules/companies/admin.test-support';
import { endOfCalendarDay } from '../modules/companies/due-date';
import type { DomainEvent } from '../platform/events/domain-events';
import './billing.events';
import { FakeProvider, notification } from './billing.test-support';
import {
  chargeOf,
  companyWithOpenInvoice,
  eventsOf,
  readCharge,
  readCompany,
  readInvoice,
} from './payment.test-support';

const day = 86_400_000;
const zone = 'America/Sao_Paulo';
/** The end of the day `days` from today in São Paulo, as the company's due date. */
const dueIn = (days: number) => endOfCalendarDay(calendarDate(new Date(Date.now() + days * day), zone), zone);
const oneMonthAfter = (due: Date) => endOfCalendarDay(addMonths(calendarDate(due, zone), 1), zone).toISOString();

describe('POST /api/billing/webhooks/:provider', () => {
  const efi = new FakeProvider('efi');
  const stripe = new FakeProvider('stripe');
  const asaas = new FakeProvider('asaas');
  let ctx: TestContext;
  let confirmed: DomainEvent<'billing.payment-confirmed'>[];

  beforeAll(async () => {
    asaas.configured = false;
    ctx = await createTestContext({}, { paymentProviders: [efi, stripe, asaas] });
    // Company 1 is the platform's, which never expires: the tests' companies come after it.
    await createCompany(ctx.db);
    ctx.events.subscribe('billing.payment-confirmed', (event) => {
      confirmed.push(event);
    });
  });
  beforeEach(() => {
    confirmed = [];
    efi.failFetch = false;
  });
  afterAll(() => ctx.close());

  const post = (provider: string, request: ReturnType<typeof notification>) =>
    ctx.app.inject({ ...request, url: `/api/billing/webhooks/${provider}` });
  const paid = (chargeExternalId: string, amount = '100.00') =>
    ({ chargeExternalId, status: 'paid', amount, paidAt: new Date() }) as const;

  it('pays the invoice, renews the company one month after its due day and applies the invoice’s plan', async () => {
    const due = dueIn(5);
    const { company, invoice, plan } = await companyWithOpenInvoice(ctx, { dueDate: due, numberAttendants: 1 });
    const charge = await chargeOf(ctx, invoice, 'efi', 'txid-pays');
    efi.setPayment('txid-pays', paid('txid-pays'));

    const response = await post('efi', notification([{ eventId: 'e2e-pays', resourceId: 'txid-pays' }]));
    expect(response.statusCode).toBe(200);
    expect(await readInvoice(ctx, invoice.id)).toMatchObject({ status: 'paid' });
    expect(await readCharge(ctx, charge.id)).toMatchObject({ status: 'paid' });
    const renewed = await readCompany(ctx, company.id);
    expect(renewed?.dueDate?.toISOString()).toBe(oneMonthAfter(due));
    expect(renewed).toMatchObject({ planId: plan.id, numberAttendants: 5, numberConections: 2 });
    expect(await eventsOf(ctx, 'e2e-pays')).toMatchObject([{ provider: 'efi', outcome: 'paid', chargeId: charge.id }]);
    expect(confirmed).toEqual([
      {
        type: 'billing.payment-confirmed',
        companyId: company.id,
        invoiceId: invoice.id,
        dueDate: oneMonthAfter(due),
      },
    ]);

    // The provider sends it again: nothing changes.
    const replay = await post('efi', notification([{ eventId: 'e2e-pays', resourceId: 'txid-pays' }]));
    expect(replay.statusCode).toBe(200);
    expect((await readCompany(ctx, company.id))?.dueDate?.toISOString()).toBe(oneMonthAfter(due));
    expect(await eventsOf(ctx, 'e2e-pays')).toHaveLength(1);
    expect(confirmed).toHaveLength(1);
  });

  it('counts from today for an expired company, and unlocks it at once', async () => {
    const { company, invoice } = await companyWithOpenInvoice(ctx, { dueDate: dueIn(-3) });
    const asAdmin = await clientFor(ctx, await createUser(ctx.db, company.id, { profile: 'admin' }));
    expect((await asAdmin({ method: 'GET', url: '/api/queue' })).statusCode).toBe(402);
    await chargeOf(ctx, invoice, 'stripe', 'cs_expired');
    stripe.setPayment('cs_expired', paid('cs_expired'));

    expect(
      (await post('stripe', notification([{ eventId: 'evt_expired', resourceId: 'cs_expired' }]))).statusCode,
    ).toBe(200);
    expect((await readCompany(ctx, company.id))?.dueDate?.toISOString()).toBe(oneMonthAfter(dueIn(0)));
    expect((await asAdmin({ method: 'GET', url: '/api/queue' })).statusCode).toBe(200);
  });

  it('refuses an unsigned notification and writes nothing', async () => {
    const { invoice } = await companyWithOpenInvoice(ctx, { dueDate: dueIn(5) });
    await chargeOf(ctx, invoice, 'efi', 'txid-unsigned');
    efi.setPayment('txid-unsigned', paid('txid-unsigned'));
    const response = await post('efi', notification([{ eventId: 'e2e-unsigned', resourceId: 'txid-unsigned' }], false));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'ERR_PAYMENT_WEBHOOK_INVALID' });
    expect(await eventsOf(ctx, 'e2e-unsigned')).toEqual([]);
    expect(await readInvoice(ctx, invoice.id)).toMatchObject({ status: 'open' });
  });

  it('answers 502 and records nothing while the provider cannot be asked; its retry then pays', async () => {
    const due = dueIn(2);
    const { company, invoice } = await companyWithOpenInvoice(ctx, { dueDate: due });
    await chargeOf(ctx, invoice, 'efi', 'txid-retry');
    efi.setPayment('txid-retry', paid('txid-retry'));
    efi.failFetch = true;
    const request = notification([{ eventId: 'e2e-retry', resourceId: 'txid-retry' }]);
    const failed = await post('efi', request);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ error: 'ERR_PAYMENT_PROVIDER_FAILED' });
    expect(await eventsOf(ctx, 'e2e-retry')).toEqual([]);

    efi.failFetch = false;
    expect((await post('efi', request)).statusCode).toBe(200);
    expect((await readCompany(ctx, company.id))?.dueDate?.toISOString()).toBe(oneMonthAfter(due));
  });

  it('never pays an amount other than the charge’s', async () => {
    const due = dueIn(5);
    const { company, invoice } = await companyWithOpenInvoice(ctx, { dueDate: due });
    const charge = await chargeOf(ctx, invoice, 'efi', 'txid-short');
    efi.setPayment('txid-short', paid('txid-short', '1.00'));
    expect((await post('efi', notification([{ eventId: 'e2e-short', resourceId: 'txid-short' }]))).statusCode).toBe(
      200,
    );
    expect(await readInvoice(ctx, invoice.id)).toMatchObject({ status: 'open' });
    expect(await readCharge(ctx, charge.id)).toMatchObject({ status: 'pending' });
    expect((await readCompany(ctx, company.id))?.dueDate?.toISOString()).toBe(due.toISOString());
    expect(await eventsOf(ctx, 'e2e-short')).toMatchObject([{ outcome: 'mismatch' }]);
  });

  it('pays nothing with a charge opened before a later checkout re-priced the invoice', async () => {
    const due = dueIn(5);
    const { company, invoice } = await companyWithOpenInvoice(ctx, { dueDate: due });
    await chargeOf(ctx, invoice, 'efi', 'txid-repriced');
    await ctx.db.system.transaction((tx) =>
      tx.update(invoices).set({ value: '150.00' }).where(eq(invoices.id, invoice.id)),
    );
    efi.setPayment('txid-repriced', paid('txid-repriced'));
    await post('efi', notification([{ eventId: 'e2e-repriced', resourceId: 'txid-repriced' }]));
    expect(await readInvoice(ctx, invoice.id)).toMatchObject({ status: 'open', value: '150.00' });
    expect((await readCompany(ctx, company.id))?.dueDate?.toISOString()).toBe(due.toISOString());
    expect(await eventsOf(ctx, 'e2e-repriced')).toMatchObject([{ outcome: 'mismatch' }]);
  });

  it('records non-paid states without renewing, and keeps paid terminal against late events', async () => {
    const due = dueIn(5);
    const { company, invoice } = await companyWithOpenInvoice(ctx, { dueDate: due });
    const charge = await chargeOf(ctx, invoice, 'stripe', 'cs_order');
    const send = (eventId: string) => post('stripe', notification([{ eventId, resourceId: 'cs_order' }]));
    stripe.setPayment('cs_order', { chargeExternalId: 'cs_order', status: 'pending', amount: '100.00', paidAt: null });
    await send('evt_pending');
    expect(await readInvoice(ctx, invoice.id)).toMatchObject({ status: 'open' });
    stripe.setPayment('cs_order', paid('cs_order'));
    await send('evt_paid');
    stripe.setPayment('cs_order', { chargeExternalId: 'cs_order', status: 'failed', amount: '100.00', paidAt: null });
    await send('evt_failed_late');
    expect(await readCharge(ctx, charge.id)).toMatchObject({ status: 'paid' });
    expect(await readInvoice(ctx, invoice.id)).toMatchObject({ status: 'paid' });
    expect((await readCompany(ctx, company.id))?.dueDate?.toISOString()).toBe(oneMonthAfter(due));
    expect((await eventsOf(ctx, 'evt_pending'))[0]?.outcome).toBe('pending');
    expect((await eventsOf(ctx, 'evt_failed_late'))[0]?.outcome).toBe('already-paid');
  });

  it('renews once when notices race: two events of one charge, and two charges of one invoice', async () => {
    const due = dueIn(5);
    const { company, invoice } = await companyWithOpenInvoice(ctx, { dueDate: due });
    await chargeOf(ctx, invoice, 'efi', 'txid-race');
    await chargeOf(ctx, invoice, 'stripe', 'cs_race');
    efi.setPayment('txid-race', paid('txid-race'));
    stripe.setPayment('cs_race', paid('cs_race'));
    const responses = await Promise.all([
      post('efi', notification([{ eventId: 'e2e-race-1', resourceId: 'txid-race' }])),
      post('efi', notification([{ eventId: 'e2e-race-2', resourceId: 'txid-race' }])),
      post('efi', notification([{ eventId: 'e2e-race-1', resourceId: 'txid-race' }])),
      post('stripe', notification([{ eventId: 'evt_race', resourceId: 'cs_race' }])),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await readCompany(ctx, company.id))?.dueDate?.toISOString()).toBe(oneMonthAfter(due));
    expect(confirmed).toHaveLength(1);
    const outcomes = [
      ...(await eventsOf(ctx, 'e2e-race-1')),
      ...(await eventsOf(ctx, 'e2e-race-2')),
      ...(await eventsOf(ctx, 'evt_race')),
    ].map((event) => event.outcome);
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(outcomes).toHaveLength(3);
  });

  it('ignores, without recording, a payment of no charge of ours, and answers 404 for an unknown or unconfigured provider', async () => {
    efi.setPayment('txid-foreign', paid('txid-foreign'));
    expect((await post('efi', notification([{ eventId: 'e2e-foreign', resourceId: 'txid-foreign' }]))).statusCode).toBe(
      200,
    );
    // Not recorded: a retry that arrives once the charge is stored must still count.
    expect(await eventsOf(ctx, 'e2e-foreign')).toEqual([]);
    expect((await post('paypal', notification([]))).statusCode).toBe(404);
    expect((await post('asaas', notification([]))).statusCode).toBe(404);
  });

  it('keeps the raw bytes of a form-encoded notification for the driver', async () => {
    const seen: Buffer[] = [];
    const original = stripe.verifyWebhook.bind(stripe);
    stripe.verifyWebhook = async (request) => {
      seen.push(request.rawBody);
      return [];
    };
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhooks/stripe?topic=payment',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=123&topic=payment',
    });
    stripe.verifyWebhook = original;
    expect(response.statusCode).toBe(200);
    expect(seen.map((body) => body.toString())).toEqual(['id=123&topic=payment']);
  });
});
