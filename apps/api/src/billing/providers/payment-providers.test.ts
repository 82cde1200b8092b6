import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { platformWithTenants } from '../../modules/companies/admin.test-support';
import { createLogger } from '../../platform/logger/logger';
import { createPaymentProviders } from './payment-providers';

describe('the payment providers as the server builds them', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof platformWithTenants>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await platformWithTenants(ctx);
  });
  afterAll(() => ctx.close());

  it('builds the four drivers, each offered only once the operator saved what it needs', async () => {
    const providers = await createPaymentProviders({
      config: ctx.config,
      db: ctx.db,
      secrets: ctx.secrets,
      logger: createLogger('silent'),
    });
    expect(providers.map((provider) => provider.name)).toEqual(['efi', 'asaas', 'mercadopago', 'stripe']);
    const configured = async () =>
      (await Promise.all(providers.map(async (provider) => [provider.name, await provider.isConfigured()]))).filter(
        ([, ready]) => ready,
      );
    expect(await configured()).toEqual([]);

    for (const [key, value] of Object.entries({ stripeprivatekey: 'sk_test_1', stripewebhooksecret: 'whsec_1' })) {
      expect((await world.asSuper({ method: 'PUT', url: `/api/settings/${key}`, payload: { value } })).statusCode).toBe(
        200,
      );
    }
    expect(await configured()).toEqual([['stripe', true]]);
  });
});
