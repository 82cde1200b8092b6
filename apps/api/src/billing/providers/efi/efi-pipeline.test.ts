import { addMonths, calendarDate } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../../test/factories';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { paymentCharges } from '../../../db/schema';
import { clientFor } from '../../../modules/companies/admin.test-support';
import { endOfCalendarDay } from '../../../modules/companies/due-date';
import type { DomainEvent } from '../../../platform/events/domain-events';
import '../../billing.events';
import { companyWithOpenInvoice, eventsOf, readCompany, readInvoice } from '../../payment.test-support';
import { efiDriverFor } from './test-support/efi-provider.test-support';
import { type EfiStub, type EfiStubDelivery, startEfiStub } from './test-support/efi-stub';

const zone = 'America/Sao_Paulo';
const today = () => calendarDate(new Date(), zone);
const expiredDue = () => endOfCalendarDay(addMonths(today(), -1), zone);
/** An expired company's renewal counts from today: the end of the same day next month. */
const renewedDue = () => endOfCalendarDay(addMonths(today(), 1), zone).toISOString();

/**
 * Pix through Efí from end to end: the checkout opens a charge on the Efí stub (mutual TLS), the
 * stub settles it and notifies the webhook route the way Efí does, billing re-reads the charge
 * from the stub, pays the invoice and renews the company, once.
 */
describe('Pix through Efí, from the checkout to the renewal', () => {
  let stub: EfiStub;
  let ctx: TestContext;
  let confirmed: DomainEvent<'billing.payment-confirmed'>[];

  /** A notification reaches the app's webhook route through `inject`, path and query as Efí sends them. */
  const deliver = async (url: string, body: string) => {
    const { pathname, search } = new URL(url);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    return response.statusCode;
  };

  beforeAll(async () => {
    stub = await startEfiStub({ deliver });
    const efi = efiDriverFor(stub);
    ctx = await createTestContext({ PUBLIC_URL: 'https://desk.example.com' }, { paymentProviders: [efi.provider] });
    // Company 1 is the platform's, which never expires: the tests' companies come after it.
    await createCompany(ctx.db);
    ctx.events.subscribe('billing.payment-confirmed', (event) => {
      confirmed.push(event);
    });
  });
  beforeEach(() => {
    confirmed = [];
  });
  afterAll(async () => {
    await ctx.close();
    await stub.close();
  });

  /** An expired company's admin pays its open invoice by Pix: the checkout's answer and the Pix txid. */
  async function checkout() {
    const { company, invoice, plan } = await companyWithOpenInvoice(ctx, { dueDate: expiredDue() });
    const asAdmin = await clientFor(ctx, await createUser(ctx.db, company.id, { profile: 'admin' }));
    const response = await asAdmin({
      method: 'POST',
      url: '/api/subscription',
      payload: {
        invoiceId: invoice.id,
        firstName: 'Ana Souza',
        zipcode: '529.982.247-25',
        address2: 'Rua das Flores, 10',
        city: 'Curitiba',
        state: 'PR',
        country: 'BR',
        plan: plan.id,
      },
    });
    const [charge] = await ctx.db.system.transaction((tx) =>
      tx.select().from(paymentCharges).where(eq(paymentCharges.invoiceId, invoice.id)),
    );
    return { company, invoice, response, txid: charge?.externalId ?? '' };
  }

  const replay = (delivery: EfiStubDelivery) => deliver(delivery.url, delivery.body);

  it('answers the QR code, and the stub’s confirmation pays the invoice and renews the company once', async () => {
    const { company, invoice, response, txid } = await checkout();
    expect(response.statusCode).toBe(200);
    const cob = stub.charges.get(txid);
    expect(cob).toMatchObject({ status: 'ATIVA', valor: { original: '100.00' }, devedor: { cpf: '52998224725' } });
    expect(response.json()).toEqual({
      invoiceId: invoice.id,
      valorext: '100.00',
      qrcode: { qrcode: cob?.pixCopiaECola, imagemQrcode: expect.stringMatching(/^data:image\/png;base64,/) },
      stripeURL: null,
      asaasURL: null,
      mercadopagoURL: null,
    });
    expect(stub.webhooks.get('pix@chatdesk.example')).toMatch(
      /^https:\/\/desk\.example\.com\/api\/billing\/webhooks\/efi\?hmac=[0-9a-f]{64}&ignorar=$/,
    );

    const delivery = await stub.pay(txid);
    expect(delivery.status).toBe(200);
    expect(await readInvoice(ctx, invoice.id)).toMatchObject({ status: 'paid' });
    expect((await readCompany(ctx, company.id))?.dueDate?.toISOString()).toBe(renewedDue());
    expect(confirmed).toEqual([
      { type: 'billing.payment-confirmed', companyId: company.id, invoiceId: invoice.id, dueDate: renewedDue() },
    ]);

    // Efí sends the same notification again: nothing changes.
    expect(await replay(delivery)).toBe(200);
    expect((await readCompany(ctx, company.id))?.dueDate?.toISOString()).toBe(renewedDue());
    expect(confirmed).toHaveLength(1);
    const endToEndId = JSON.parse(delivery.body).pix[0].endToEndId;
    expect(await eventsOf(ctx, endToEndId)).toMatchObject([{ provider: 'efi', outcome: 'paid' }]);
  });

  it('changes nothing for a notification without the right hmac, even for a settled charge', async () => {
    const { company, invoice, txid } = await checkout();
    stub.setStatus(txid, 'CONCLUIDA');
    const registered = new URL(`${stub.webhooks.get('pix@chatdesk.example')}/pix`);
    const body = JSON.stringify({
      pix: [
        { endToEndId: 'E18236120202611281200FORGED00001', txid, valor: '100.00', horario: new Date().toISOString() },
      ],
    });

    registered.searchParams.set('hmac', 'f'.repeat(64));
    expect(await deliver(registered.toString(), body)).toBe(401);
    registered.searchParams.delete('hmac');
    expect(await deliver(registered.toString(), body)).toBe(401);

    expect(await readInvoice(ctx, invoice.id)).toMatchObject({ status: 'open' });
    expect((await readCompany(ctx, company.id))?.dueDate?.toISOString()).toBe(expiredDue().toISOString());
    expect(await eventsOf(ctx, 'E18236120202611281200FORGED00001')).toEqual([]);
    expect(confirmed).toEqual([]);
  });
});
