import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChargeRequest, WebhookRequest } from '../payment-provider';
import { readEfiFixture } from './test-support/efi-fixtures';
import { efiDriverFor } from './test-support/efi-provider.test-support';
import { type EfiStub, type EfiStubDelivery, startEfiStub } from './test-support/efi-stub';

const reference = () => randomBytes(24).toString('base64url').replace(/[-_]/g, 'x').slice(0, 32);
const webhookUrl = 'https://billing.example.com/api/billing/webhooks/efi';

function charge(overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    reference: reference(),
    companyId: 2,
    invoiceId: 7,
    amount: '148.00',
    description: 'Fatura #7 · Plano Ouro',
    payer: { name: 'Maria da Silva', document: '529.982.247-25', email: 'maria@example.com' },
    returnUrl: 'https://billing.example.com/financeiro',
    webhookUrl,
    ...overrides,
  };
}

/** A delivered notification as the webhook route hands it to the driver. */
function asWebhookRequest(delivery: { url: string; body: string }): WebhookRequest {
  const url = new URL(delivery.url);
  return { headers: {}, rawBody: Buffer.from(delivery.body), query: Object.fromEntries(url.searchParams) };
}

describe('the Efí Pix driver', () => {
  let stub: EfiStub;
  let driver: ReturnType<typeof efiDriverFor>;
  const deliveries: { url: string; body: string }[] = [];

  beforeAll(async () => {
    stub = await startEfiStub({
      deliver: async (url, body) => {
        deliveries.push({ url, body });
        return 200;
      },
    });
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    driver = efiDriverFor(stub);
    stub.tokenLifetimeSeconds = 3600;
  });

  const rejection = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: { code?: string }) => error.code,
    );

  it('is configured only with the client id, the secret, the Pix key and a certificate', async () => {
    expect(await driver.provider.isConfigured()).toBe(true);
    for (const key of ['eficlientid', 'eficlientsecret', 'efichavepix'] as const) {
      const missing = efiDriverFor(stub);
      missing.settings[key] = ' ';
      expect(await missing.provider.isConfigured()).toBe(false);
    }
    driver.state.certificate = null;
    expect(await driver.provider.isConfigured()).toBe(false);
  });

  it('opens an immediate charge with the Pix key and answers its QR code', async () => {
    const request = charge();
    const before = Date.now();
    const opened = await driver.provider.openCharge(request);

    expect(opened).toMatchObject({ externalId: request.reference, url: null });
    expect(opened.pix?.imagemQrcode).toMatch(/^data:image\/png;base64,/);
    expect(opened.pix?.qrcode).toBe(stub.charges.get(request.reference)?.pixCopiaECola);
    expect(opened.expiresAt?.getTime()).toBeGreaterThanOrEqual(before + 3600_000 - 1000);
    const cob = stub.requests.find((call) => call.method === 'PUT' && call.path === `/v2/cob/${request.reference}`);
    expect(cob?.body).toEqual({
      calendario: { expiracao: 3600 },
      devedor: { cpf: '52998224725', nome: 'Maria da Silva' },
      valor: { original: '148.00' },
      chave: 'pix@chatdesk.example',
      solicitacaoPagador: 'Fatura #7 · Plano Ouro',
    });
  });

  it('names a company payer by its CNPJ', async () => {
    const request = charge({ payer: { name: 'Acme Ltda', document: '11.222.333/0001-81', email: null } });
    await driver.provider.openCharge(request);
    expect(stub.charges.get(request.reference)?.devedor).toEqual({ cnpj: '11222333000181', nome: 'Acme Ltda' });
  });

  it('registers the webhook once per key and URL, with the hmac and the ignorar trick', async () => {
    const registrations = () => stub.requests.filter((call) => call.path.startsWith('/v2/webhook/')).length;
    const before = registrations();
    await driver.provider.openCharge(charge());
    await driver.provider.openCharge(charge());
    expect(registrations()).toBe(before + 1);
    const hmac = driver.secrets.digest('efi-pix-webhook\npix@chatdesk.example');
    expect(stub.webhooks.get('pix@chatdesk.example')).toBe(`${webhookUrl}?hmac=${hmac}&ignorar=`);

    await driver.provider.openCharge(charge({ webhookUrl: 'https://other.example.com/api/billing/webhooks/efi' }));
    expect(registrations()).toBe(before + 2);
  });

  it('keeps the OAuth token until shortly before it expires', async () => {
    const tokens = stub.tokensIssued;
    await driver.provider.openCharge(charge());
    await driver.provider.openCharge(charge());
    expect(stub.tokensIssued).toBe(tokens + 1);
    const token = stub.requests.findLast((call) => call.path === '/oauth/token');
    expect(token?.body).toEqual({ grant_type: 'client_credentials' });

    stub.tokenLifetimeSeconds = 30;
    const short = efiDriverFor(stub);
    await short.provider.openCharge(charge());
    await short.provider.openCharge(charge());
    // Each charge calls the API twice (cob, qrcode), the first one also registers the webhook.
    expect(stub.tokensIssued).toBe(tokens + 1 + 5);
  });

  it('is refused by Efí with a certificate of another CA, and recovers with the right one', async () => {
    driver.state.certificate = readEfiFixture('otherCaClientP12');
    expect(await rejection(driver.provider.openCharge(charge()))).toBe('ERR_PAYMENT_PROVIDER_FAILED');
    expect(driver.warnings).toEqual([expect.objectContaining({ provider: 'efi', operation: 'oauth' })]);

    driver.state.certificate = readEfiFixture('clientP12');
    expect((await driver.provider.openCharge(charge())).pix).not.toBeNull();
  });

  it('turns a refusal into ERR_PAYMENT_PROVIDER_FAILED, logging the status and never the credentials', async () => {
    driver.settings.eficlientsecret = 'wrong-secret-value';
    expect(await rejection(driver.provider.openCharge(charge()))).toBe('ERR_PAYMENT_PROVIDER_FAILED');
    expect(driver.warnings).toEqual([{ provider: 'efi', operation: 'oauth', status: 401, error: 'invalid_client' }]);

    const fine = efiDriverFor(stub);
    await fine.provider.openCharge(charge());
    stub.failNext(500);
    expect(await rejection(fine.provider.openCharge(charge()))).toBe('ERR_PAYMENT_PROVIDER_FAILED');
    stub.failNext(200, { unexpected: true });
    expect(await rejection(fine.provider.openCharge(charge()))).toBe('ERR_PAYMENT_PROVIDER_FAILED');
    expect(fine.warnings).toEqual([{ provider: 'efi', operation: 'charge', status: 500, error: 'erro_aplicacao' }]);
    expect(JSON.stringify([driver.warnings, fine.warnings])).not.toMatch(/secret|Client_/i);
  });

  describe('notifications', () => {
    // The driver that opened the charge registered the webhook with its hmac; the stub notifies there.
    let notified: ReturnType<typeof efiDriverFor>;
    let paid: EfiStubDelivery;
    let txid: string;

    beforeAll(async () => {
      notified = efiDriverFor(stub);
      const request = charge();
      txid = request.reference;
      await notified.provider.openCharge(request);
      paid = await stub.pay(txid);
    });
    const hmac = () => notified.secrets.digest('efi-pix-webhook\npix@chatdesk.example');

    it('lists the Pix of a notification carrying the registered hmac, with /pix absorbed by ignorar', async () => {
      expect(deliveries.at(-1)).toEqual({ url: paid.url, body: paid.body });
      const request = asWebhookRequest(paid);
      expect(request.query).toEqual({ hmac: hmac(), ignorar: '/pix' });

      const endToEndId = JSON.parse(paid.body).pix[0].endToEndId;
      expect(endToEndId).toMatch(/^E\d{20}[A-Z0-9]{11}$/);
      expect(await notified.provider.verifyWebhook(request)).toEqual([{ eventId: endToEndId, resourceId: txid }]);
    });

    it('refuses a missing or wrong hmac, and anything when no Pix key is set', async () => {
      const good = asWebhookRequest(paid);
      const verify = (query: WebhookRequest['query']) => rejection(notified.provider.verifyWebhook({ ...good, query }));
      expect(await verify({ ignorar: '/pix' })).toBe('ERR_PAYMENT_WEBHOOK_INVALID');
      expect(await verify({ hmac: 'f'.repeat(64), ignorar: '/pix' })).toBe('ERR_PAYMENT_WEBHOOK_INVALID');
      // Another server's data key makes another hmac.
      expect(await rejection(driver.provider.verifyWebhook(good))).toBe('ERR_PAYMENT_WEBHOOK_INVALID');
      notified.settings.efichavepix = '';
      expect(await verify(good.query)).toBe('ERR_PAYMENT_WEBHOOK_INVALID');
      notified.settings.efichavepix = 'pix@chatdesk.example';
    });

    it('answers Efí’s registration probe and a Pix without a charge with no notices', async () => {
      for (const body of ['', '{"evento":"teste_webhook"}', '{"pix":[{"endToEndId":"E1","valor":"1.00"}]}']) {
        const request = { headers: {}, rawBody: Buffer.from(body), query: { hmac: hmac(), ignorar: '/pix' } };
        expect(await notified.provider.verifyWebhook(request)).toEqual([]);
      }
    });
  });

  describe('payments, as Efí reports them', () => {
    const opened = async () => {
      const request = charge();
      await driver.provider.openCharge(request);
      return request.reference;
    };
    const fetched = (txid: string) => driver.provider.fetchPayment({ eventId: 'E1', resourceId: txid });

    it('maps CONCLUIDA to paid, with the amount and the time of the Pix', async () => {
      const txid = await opened();
      const { body } = await stub.pay(txid);
      expect(await fetched(txid)).toEqual({
        chargeExternalId: txid,
        status: 'paid',
        amount: '148.00',
        paidAt: new Date(JSON.parse(body).pix[0].horario),
      });
    });

    it('maps ATIVA to pending, or expired once its lifetime is over', async () => {
      const txid = await opened();
      expect(await fetched(txid)).toMatchObject({ status: 'pending', paidAt: null });
      const cob = stub.charges.get(txid);
      if (cob) cob.calendario.criacao = new Date(Date.now() - 3601_000).toISOString();
      expect(await fetched(txid)).toMatchObject({ status: 'expired', paidAt: null });
    });

    it('maps a charge removed by the receiver to failed and one removed by the PSP to expired', async () => {
      const removed = await opened();
      stub.setStatus(removed, 'REMOVIDA_PELO_USUARIO_RECEBEDOR');
      expect(await fetched(removed)).toMatchObject({ status: 'failed' });
      const dropped = await opened();
      stub.setStatus(dropped, 'REMOVIDA_PELO_PSP');
      expect(await fetched(dropped)).toMatchObject({ status: 'expired' });
    });

    it('fails with ERR_PAYMENT_PROVIDER_FAILED for an unknown charge or a refusal', async () => {
      expect(await rejection(fetched(reference()))).toBe('ERR_PAYMENT_PROVIDER_FAILED');
      const txid = await opened();
      stub.failNext(503);
      expect(await rejection(fetched(txid))).toBe('ERR_PAYMENT_PROVIDER_FAILED');
    });
  });
});
