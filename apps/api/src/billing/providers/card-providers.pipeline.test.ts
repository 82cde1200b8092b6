import type { PaymentProviderName } from '@chatdesk/contracts';
import { addMonths, calendarDate } from '@chatdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { clientFor } from '../../modules/companies/admin.test-support';
import { endOfCalendarDay } from '../../modules/companies/due-date';
import { forwardPaymentEvents } from '../billing.realtime';
import { companyWithOpenInvoice, readCompany, readInvoice } from '../payment.test-support';
import { createAsaasProvider } from './asaas';
import { AsaasStub } from './asaas/test-support/asaas-stub';
import { createMercadoPagoProvider } from './mercadopago';
import { MercadoPagoStub } from './mercadopago/test-support/mercadopago-stub';
import { createStripeProvider } from './stripe';
import { StripeStub } from './stripe/test-support/stripe-stub';
import { driverDeps } from './test-support/driver-deps';
import { sampleCharge } from './test-support/driver-fixtures';
import type { StubWebhook } from './test-support/provider-stub';

/**
 * The card providers' drivers against their stubs, through the whole of billing: the checkout
 * answers each provider's page, the provider's signed notification pays the invoice and renews the
 * company once, with the live CONCLUIDA event to that company; a replay, a forged notification and
 * a late event about an older state change nothing.
 */

const zone = 'America/Sao_Paulo';
const day = 86_400_000;
const { payer } = sampleCharge('stripe');
const address = { address2: 'Av. Sete de Setembro, 200', city: 'Salvador', state: 'BA', country: 'BR' };

/** What one provider's test does with its stub: find the charge the checkout opened, pay it, notify. */
interface ProviderScript {
  name: PaymentProviderName;
  answerKey: 'stripeURL' | 'mercadopagoURL' | 'asaasURL';
  /** The payer pays the charge opened last; answers the paid notification and its later, older-state one. */
  pay(): { paid: StubWebhook; older: StubWebhook; forged: StubWebhook };
  /** The page the checkout opened last. */
  openedUrl(): string;
}

describe('card providers through billing', () => {
  let ctx: TestContext;
  const stripe = new StripeStub();
  const mercadoPago = new MercadoPagoStub();
  const asaas = new AsaasStub();
  const emitted: { companyId: number; event: string; payload: unknown }[] = [];

  beforeAll(async () => {
    await Promise.all([stripe.start(), mercadoPago.start(), asaas.start()]);
    const providers = [
      createStripeProvider(
        driverDeps(stripe.url, { stripeprivatekey: stripe.apiKey, stripewebhooksecret: stripe.webhookSecret }).deps,
      ),
      createMercadoPagoProvider(
        driverDeps(mercadoPago.url, {
          mpaccesstoken: mercadoPago.accessToken,
          mpwebhooksecret: mercadoPago.webhookSecret,
        }).deps,
      ),
      createAsaasProvider(
        driverDeps(asaas.apiUrl, { asaastoken: asaas.apiKey, asaaswebhooktoken: asaas.webhookToken }).deps,
      ),
    ];
    ctx = await createTestContext({ PUBLIC_URL: 'https://desk.example.com' }, { paymentProviders: providers });
    // Company 1 is the platform's, which never expires: the tests' companies come after it.
    await createCompany(ctx.db);
    forwardPaymentEvents(ctx.events, {
      emitToCompany: (companyId, event, payload) => emitted.push({ companyId, event, payload }),
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await Promise.all([stripe.close(), mercadoPago.close(), asaas.close()]);
  });

  const scripts: ProviderScript[] = [
    {
      name: 'stripe',
      answerKey: 'stripeURL',
      openedUrl: () => stripe.lastSession().url,
      pay() {
        const session = stripe.lastSession();
        stripe.pay(session.id);
        return {
          paid: stripe.event('checkout.session.completed', session.id),
          // Delivered late, about a state the session left behind; the session is re-read paid.
          older: stripe.event('checkout.session.expired', session.id),
          forged: stripe.event('checkout.session.completed', session.id, { secret: 'whsec_forged' }),
        };
      },
    },
    {
      name: 'mercadopago',
      answerKey: 'mercadopagoURL',
      openedUrl: () => mercadoPago.lastPreference().init_point,
      pay() {
        const preference = mercadoPago.lastPreference();
        const pending = mercadoPago.pay(preference.external_reference, 'pending');
        const approved = mercadoPago.pay(preference.external_reference, 'approved');
        return {
          paid: mercadoPago.webhook(approved, { action: 'payment.updated' }),
          // The first, abandoned attempt's notification, delivered after the approval.
          older: mercadoPago.webhook(pending, { action: 'payment.created' }),
          forged: mercadoPago.webhook(approved, { secret: 'forged-secret' }),
        };
      },
    },
    {
      name: 'asaas',
      answerKey: 'asaasURL',
      openedUrl: () => asaas.lastLink().url,
      pay() {
        const paymentId = asaas.pay(asaas.lastLink().id, 'RECEIVED');
        const older = asaas.webhook(paymentId, { event: 'PAYMENT_CONFIRMED' });
        return {
          paid: asaas.webhook(paymentId, { event: 'PAYMENT_RECEIVED' }),
          older,
          forged: asaas.webhook(paymentId, { token: 'forged-token' }),
        };
      },
    },
  ];

  const notify = (provider: PaymentProviderName, webhook: StubWebhook) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/billing/webhooks/${provider}?${new URLSearchParams(webhook.query ?? {})}`,
      headers: { 'content-type': 'application/json', ...webhook.headers },
      payload: webhook.body,
    });

  it.each(scripts)('$name: checkout, signed notification, renewal once', async (script) => {
    const due = endOfCalendarDay(calendarDate(new Date(Date.now() + 5 * day), zone), zone);
    const renewed = endOfCalendarDay(addMonths(calendarDate(due, zone), 1), zone).toISOString();
    const { company, invoice, plan } = await companyWithOpenInvoice(ctx, { dueDate: due, timezone: zone });
    const asAdmin = await clientFor(ctx, await createUser(ctx.db, company.id, { profile: 'admin' }));
    const checkout = await asAdmin({
      method: 'POST',
      url: '/api/subscription',
      // The payer's name and CPF as a driver receives them; the address only travels to the invoice.
      payload: { invoiceId: invoice.id, plan: plan.id, firstName: payer.name, zipcode: payer.document, ...address },
    });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json()).toMatchObject({ valorext: '100.00', [script.answerKey]: script.openedUrl() });

    const { paid, older, forged } = script.pay();
    const readState = async () => ({
      invoice: (await readInvoice(ctx, invoice.id))?.status,
      dueDate: (await readCompany(ctx, company.id))?.dueDate?.toISOString(),
    });

    // A forged notification is refused before anything is written.
    const refused = await notify(script.name, forged);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'ERR_PAYMENT_WEBHOOK_INVALID' });
    expect(await readState()).toEqual({ invoice: 'open', dueDate: due.toISOString() });

    expect((await notify(script.name, paid)).statusCode).toBe(200);
    expect(await readState()).toEqual({ invoice: 'paid', dueDate: renewed });
    const conclusions = () => emitted.filter((item) => item.companyId === company.id);
    expect(conclusions()).toEqual([
      {
        companyId: company.id,
        event: `company-${company.id}-payment`,
        payload: { action: 'CONCLUIDA', invoiceId: invoice.id, company: { id: company.id, dueDate: renewed } },
      },
    ]);

    // The same notification again, then a late one about an older state: nothing changes.
    expect((await notify(script.name, paid)).statusCode).toBe(200);
    expect((await notify(script.name, older)).statusCode).toBe(200);
    expect(await readState()).toEqual({ invoice: 'paid', dueDate: renewed });
    expect(conclusions()).toHaveLength(1);
  });
});
