import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { multipart, platformWithTenants } from '../../../modules/companies/admin.test-support';
import { createLogger } from '../../../platform/logger/logger';
import { efiProviderFromConfig } from './efi-wiring';
import { readEfiFixture } from './test-support/efi-fixtures';
import { type EfiStub, startEfiStub } from './test-support/efi-stub';

describe('the Efí driver as the server wires it', () => {
  let stub: EfiStub;
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof platformWithTenants>>;

  beforeAll(async () => {
    stub = await startEfiStub();
    ctx = await createTestContext({ EFI_BASE_URL: stub.url, EFI_CA_FILE: stub.caFile });
    world = await platformWithTenants(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await stub.close();
  });

  const driver = () =>
    efiProviderFromConfig({ config: ctx.config, db: ctx.db, secrets: ctx.secrets, logger: createLogger('silent') });

  it('reads the sealed settings and the uploaded certificate, and charges through the configured CA', async () => {
    const provider = await driver();
    expect(await provider.isConfigured()).toBe(false);

    const settings = {
      eficlientid: stub.clientId,
      eficlientsecret: stub.clientSecret,
      efichavepix: 'pix@chatdesk.example',
    };
    for (const [key, value] of Object.entries(settings)) {
      const saved = await world.asSuper({ method: 'PUT', url: `/api/settings/${key}`, payload: { value } });
      expect(saved.statusCode).toBe(200);
    }
    expect(await provider.isConfigured()).toBe(false);
    const uploaded = await world.asSuper({
      method: 'POST',
      url: '/api/settings/cert-upload?ref=efi',
      ...multipart([
        {
          name: 'file',
          value: { filename: 'efi.p12', type: 'application/x-pkcs12', data: readEfiFixture('clientP12') },
        },
      ]),
    });
    expect(uploaded.statusCode).toBe(200);
    expect(await provider.isConfigured()).toBe(true);

    const reference = randomBytes(16).toString('hex');
    const opened = await provider.openCharge({
      reference,
      companyId: world.acme.company.id,
      invoiceId: 1,
      amount: '49.90',
      description: 'Fatura #1',
      payer: { name: 'Acme', document: '11222333000181', email: null },
      returnUrl: `${ctx.config.publicUrl}/financeiro`,
      webhookUrl: `${ctx.config.publicUrl}/api/billing/webhooks/efi`,
    });
    expect(opened.pix?.qrcode).toBe(stub.charges.get(reference)?.pixCopiaECola);
    expect(stub.webhooks.get('pix@chatdesk.example')).toMatch(
      new RegExp(`^${ctx.config.publicUrl}/api/billing/webhooks/efi\\?hmac=[0-9a-f]{64}&ignorar=$`),
    );
  });
});
