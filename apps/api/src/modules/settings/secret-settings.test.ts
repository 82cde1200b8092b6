import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { platformWithTenants } from '../companies/admin.test-support';
import { sealStoredSecretSettings } from './seal-stored-secret-settings';
import { isSealedSettingValue, readSecretSetting } from './secret-setting-values';
import { findSetting, upsertSetting } from './settings.repository';

describe('secret global settings at rest', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof platformWithTenants>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await platformWithTenants(ctx);
  });
  afterAll(() => ctx.close());

  const stored = async (key: string) => (await ctx.db.system.transaction((tx) => findSetting(tx, key)))?.value;
  const put = (key: string, value: string) =>
    world.asSuper({ method: 'PUT', url: `/api/settings/${key}`, payload: { value } });

  it('stores a credential sealed, while the super user still reads it in clear', async () => {
    const put1 = await put('stripeprivatekey', 'sk_live_51HxStripeSecret');
    expect(put1.json()).toEqual({ key: 'stripeprivatekey', value: 'sk_live_51HxStripeSecret' });
    await put('openaikeyaudio', 'sk-proj-transcription-key');

    const value = await stored('stripeprivatekey');
    expect(value).not.toContain('sk_live_51HxStripeSecret');
    expect(isSealedSettingValue(value ?? '')).toBe(true);
    expect(ctx.secrets.open(value ?? '')).toBe('sk_live_51HxStripeSecret');

    const one = await world.asSuper({ method: 'GET', url: '/api/setting/stripeprivatekey' });
    expect(one.json()).toEqual({ key: 'stripeprivatekey', value: 'sk_live_51HxStripeSecret' });
    const list = (await world.asSuper({ method: 'GET', url: '/api/settings' })).json() as {
      key: string;
      value: string;
    }[];
    expect(list.find((setting) => setting.key === 'openaikeyaudio')?.value).toBe('sk-proj-transcription-key');
    expect(await readSecretSetting(ctx.db, ctx.secrets, 'openaikeyaudio')).toBe('sk-proj-transcription-key');
    const providers = await world.acme.asAdmin({ method: 'GET', url: '/api/companySettingOnePayment' });
    expect(providers.json()).toMatchObject({ stripe: true });
  });

  it('keeps an empty credential empty (not configured) and other keys in clear', async () => {
    await put('asaastoken', '');
    await put('appName', 'Central Azul');
    expect(await stored('asaastoken')).toBe('');
    expect(await stored('appName')).toBe('Central Azul');
    const providers = await world.acme.asAdmin({ method: 'GET', url: '/api/companySettingOnePayment' });
    expect(providers.json()).toMatchObject({ asaas: false });
  });

  it('seals a value stored in clear before, once, and reads it the same before and after', async () => {
    await ctx.db.system.transaction((tx) => upsertSetting(tx, 'mpaccesstoken', 'APP_USR-mercado-pago-token'));
    const read = async () =>
      (await world.asSuper({ method: 'GET', url: '/api/setting/mpaccesstoken' })).json() as { value: string };
    expect((await read()).value).toBe('APP_USR-mercado-pago-token');

    expect(await sealStoredSecretSettings(ctx.db, ctx.secrets)).toBe(1);
    const sealed = await stored('mpaccesstoken');
    expect(sealed).not.toContain('APP_USR');
    expect(isSealedSettingValue(sealed ?? '')).toBe(true);
    expect((await read()).value).toBe('APP_USR-mercado-pago-token');

    expect(await sealStoredSecretSettings(ctx.db, ctx.secrets)).toBe(0);
    expect(await stored('mpaccesstoken')).toBe(sealed);
    expect(await stored('stripeprivatekey')).toSatisfy((value: string) => isSealedSettingValue(value));
  });
});
