import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCompany, createInvoice, createPlan, createUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { paymentCharges } from '../db/schema';
import { type Client, clientFor, platformWithTenants } from '../modules/companies/admin.test-support';
import { FakeProvider } from './billing.test-support';
import { readInvoice } from './payment.test-support';

const validCpf = '529.982.247-25';

describe('POST /api/subscription', () => {
  const efi = new FakeProvider('efi');
  const stripe = new FakeProvider('stripe');
  const asaas = new FakeProvider('asaas');
  const mercadopago = new FakeProvider('mercadopago');
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof platformWithTenants>>;
  let silver: Awaited<ReturnType<typeof createPlan>>;

  beforeAll(async () => {
    asaas.configured = false;
    mercadopago.configured = false;
    ctx = await createTestContext(
      { PUBLIC_URL: 'https://desk.example.com' },
      {
        paymentProviders: [efi, stripe, asaas, mercadopago],
      },
    );
    world = await platformWithTenants(ctx);
    silver = await createPlan(ctx.db, { name: 'Plano Prata', amount: '80.00', users: 4, connections: 2, queues: 6 });
  });
  beforeEach(() => {
    for (const provider of [efi, stripe]) {
      provider.configured = true;
      provider.failOpen = false;
    }
  });
  afterAll(() => ctx.close());

  const body = (invoiceId: number, overrides: Record<string, unknown> = {}) => ({
    invoiceId,
    firstName: 'Ana',
    lastName: 'Souza',
    zipcode: validCpf,
    address2: 'Rua das Flores, 10',
    city: 'Curitiba',
    state: 'PR',
    country: 'BR',
    plan: silver.id,
    price: 1,
    ...overrides,
  });
  const subscribe = (payload: Record<string, unknown>, client: Client = world.acme.asAdmin) =>
    client({ method: 'POST', url: '/api/subscription', payload });
  const acmeInvoice = (overrides: Parameters<typeof createInvoice>[2] = {}) =>
    createInvoice(ctx.db, world.acme.company.id, overrides);

  it('prices the plan on the server and answers the Pix QR code and the configured providers’ links', async () => {
    const invoice = await acmeInvoice({ value: '149.00' });
    const response = await subscribe(body(invoice.id));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      invoiceId: invoice.id,
      valorext: '80.00',
      qrcode: {
        qrcode: expect.stringMatching(/^00020101pix-/),
        imagemQrcode: expect.stringMatching(/^data:image\/png/),
      },
      stripeURL: expect.stringMatching(/^https:\/\/pay\.example\/stripe\//),
      asaasURL: null,
      mercadopagoURL: null,
    });
    expect(await readInvoice(ctx, invoice.id)).toMatchObject({
      planId: silver.id,
      value: '80.00',
      users: 4,
      connections: 2,
      queues: 6,
      status: 'open',
    });
    const request = efi.opened.at(-1);
    expect(request).toMatchObject({
      companyId: world.acme.company.id,
      invoiceId: invoice.id,
      amount: '80.00',
      payer: { name: 'Ana Souza', document: '52998224725', email: world.acme.company.email },
      returnUrl: 'https://desk.example.com/financeiro',
      webhookUrl: 'https://desk.example.com/api/billing/webhooks/efi',
    });
    expect(request?.reference).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(stripe.opened.at(-1)?.webhookUrl).toBe('https://desk.example.com/api/billing/webhooks/stripe');
    const charges = await ctx.db.system.transaction((tx) =>
      tx.select().from(paymentCharges).where(eq(paymentCharges.invoiceId, invoice.id)),
    );
    expect(charges.map((charge) => [charge.provider, charge.amount, charge.status]).sort()).toEqual([
      ['efi', '80.00', 'pending'],
      ['stripe', '80.00', 'pending'],
    ]);

    // A double click opens nothing new and shows the same charges.
    const before = efi.opened.length + stripe.opened.length;
    const again = await subscribe(body(invoice.id));
    expect(again.json()).toEqual(answer);
    expect(efi.opened.length + stripe.opened.length).toBe(before);
  });

  it('prices a custom plan as 49 + 11 per user + 20 per connection, times the recurrence’s months', async () => {
    const invoice = await acmeInvoice({
      recurrence: 'TRIMESTRAL',
      period: '2026-03-08',
      detail: 'Plano Ouro (08/03/2026)',
    });
    const response = await subscribe(body(invoice.id, { plan: 'custom', users: 4, connections: 3, price: 10 }));
    expect(response.json()).toMatchObject({ valorext: '459.00' });
    expect(await readInvoice(ctx, invoice.id)).toMatchObject({
      planId: null,
      users: 4,
      connections: 3,
      value: '459.00',
    });

    const below = await subscribe(body(invoice.id, { plan: 'custom', users: 2, connections: 3 }));
    expect(below.statusCode).toBe(400);
    expect(JSON.stringify(below.json())).toContain('O mínimo é 3');
  });

  it('offers a private plan only to the company that has it', async () => {
    const invoice = await acmeInvoice();
    const hidden = await createPlan(ctx.db, { name: 'Plano Interno', amount: '10.00', isPublic: false });
    const refused = await subscribe(body(invoice.id, { plan: hidden.id }));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: 'ERR_NO_PLAN_FOUND' });
    const owner = await createCompany(ctx.db, { planId: hidden.id });
    const ownerInvoice = await createInvoice(ctx.db, owner.id);
    const asOwner = await clientFor(ctx, await createUser(ctx.db, owner.id, { profile: 'admin' }));
    expect((await subscribe(body(ownerInvoice.id, { plan: hidden.id }), asOwner)).json()).toMatchObject({
      valorext: '10.00',
    });
  });

  it('answers 404 for another company’s invoice, 409 for a paid one, 403 to a plain user', async () => {
    const invoice = await acmeInvoice();
    const foreign = await subscribe(body(invoice.id), world.globex.asAdmin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'ERR_NO_INVOICE_FOUND' });
    expect(await readInvoice(ctx, invoice.id)).toMatchObject({ value: '149.00', planId: null });
    const paid = await acmeInvoice({ status: 'paid' });
    expect((await subscribe(body(paid.id))).json()).toMatchObject({ error: 'ERR_INVOICE_ALREADY_PAID' });
    expect((await subscribe(body(invoice.id), world.acme.asUser)).statusCode).toBe(403);
    expect((await subscribe(body(invoice.id), world.anonymous)).statusCode).toBe(401);
  });

  it('is open to an expired company: paying is how it gets back in', async () => {
    const expired = await createCompany(ctx.db, { dueDate: new Date(Date.now() - 86_400_000) });
    const invoice = await createInvoice(ctx.db, expired.id);
    const asAdmin = await clientFor(ctx, await createUser(ctx.db, expired.id, { profile: 'admin' }));
    expect((await subscribe(body(invoice.id), asAdmin)).statusCode).toBe(200);
  });

  it('answers 503 with no provider configured and 502 when every configured one fails', async () => {
    efi.configured = false;
    stripe.configured = false;
    const none = await subscribe(body((await acmeInvoice()).id));
    expect(none.statusCode).toBe(503);
    expect(none.json()).toMatchObject({ error: 'ERR_NO_PAYMENT_PROVIDER' });

    efi.configured = true;
    stripe.configured = true;
    efi.failOpen = true;
    stripe.failOpen = true;
    const failing = await subscribe(body((await acmeInvoice()).id));
    expect(failing.statusCode).toBe(502);
    expect(failing.json()).toMatchObject({ error: 'ERR_PAYMENT_PROVIDER_FAILED' });

    stripe.failOpen = false;
    const partly = (await subscribe(body((await acmeInvoice()).id))).json();
    expect(partly).toMatchObject({ qrcode: null, stripeURL: expect.any(String) });
  });
});
