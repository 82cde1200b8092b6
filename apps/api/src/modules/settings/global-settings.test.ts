import { type Setting, secretSettingKeys } from '@chatdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import type { DomainEvent } from '../../platform/events/domain-events';
import { clientFor, platformWithTenants } from '../companies/admin.test-support';
import { sealStoredSecretSettings } from './seal-stored-secret-settings';
import { isSealedSettingValue, readSecretSetting } from './secret-setting-values';
import { findSetting, upsertSetting } from './settings.repository';

describe('global settings', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof platformWithTenants>>;
  const events: DomainEvent<'settings.updated'>[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await platformWithTenants(ctx);
    ctx.app.events.subscribe('settings.updated', (event) => {
      events.push(event);
    });
  });
  afterAll(() => ctx.close());

  const put = (key: string, value: unknown, client = world.asSuper) =>
    client({ method: 'PUT', url: `/api/settings/${key}`, payload: { value } });

  describe('GET /settings', () => {
    it('lists every known key with its value or default to the super user', async () => {
      const response = await world.asSuper({ method: 'GET', url: '/api/settings' });
      expect(response.statusCode).toBe(200);
      const settings = Object.fromEntries(
        response.json().map((setting: { key: string; value: string }) => [setting.key, setting.value]),
      );
      expect(settings).toMatchObject({
        downloadLimit: '64',
        userCreation: 'enabled',
        allowSignup: 'disabled',
        asaastoken: '',
      });
    });

    it('is refused to a company admin and a user', async () => {
      expect((await world.acme.asAdmin({ method: 'GET', url: '/api/settings' })).statusCode).toBe(403);
      expect((await world.acme.asUser({ method: 'GET', url: '/api/settings' })).statusCode).toBe(403);
    });
  });

  describe('PUT /settings/{key}', () => {
    it('saves a value within its rule and tells listeners, without the value of a credential', async () => {
      expect((await put('downloadLimit', 128)).json()).toEqual({ key: 'downloadLimit', value: '128' });
      expect((await put('allowSignup', 'enabled')).statusCode).toBe(200);
      expect((await put('stripeprivatekey', 'sk_live_secret')).statusCode).toBe(200);
      expect(events).toEqual(
        expect.arrayContaining([
          { type: 'settings.updated', key: 'allowSignup', value: 'enabled' },
          { type: 'settings.updated', key: 'stripeprivatekey', value: null },
        ]),
      );
    });

    it('refuses values outside the rule and unknown keys', async () => {
      const limit = await put('downloadLimit', '100');
      expect(limit.statusCode).toBe(400);
      expect(limit.json().issues[0].path).toBe('body.value');
      expect((await put('primaryColorLight', 'blue')).statusCode).toBe(400);
      expect((await put('userCreation', 'maybe')).statusCode).toBe(400);
      expect((await put('appLogoLight', 'https://elsewhere.example/logo.png')).statusCode).toBe(400);
      const unknown = await put('jwtSecret', 'x');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('ERR_NO_SETTING_FOUND');
    });

    it('is refused to a company admin', async () => {
      expect((await put('userCreation', 'disabled', world.acme.asAdmin)).statusCode).toBe(403);
    });
  });

  describe('GET /setting/{key}', () => {
    it('reads a non-secret key for any signed-in user', async () => {
      for (const url of ['/api/setting/downloadLimit', '/api/settings/downloadLimit']) {
        const response = await world.acme.asUser({ method: 'GET', url });
        expect(response.json()).toEqual({ key: 'downloadLimit', value: '128' });
      }
    });

    it('never gives payment credentials to anyone but the super user', async () => {
      await put('mpaccesstoken', 'APP_USR-secret');
      for (const client of [world.acme.asAdmin, world.acme.asUser]) {
        for (const url of ['/api/setting/mpaccesstoken', '/api/settings/mpaccesstoken']) {
          const response = await client({ method: 'GET', url });
          expect(response.statusCode).toBe(403);
          expect(response.body).not.toContain('APP_USR');
        }
      }
      const asSuper = await world.asSuper({ method: 'GET', url: '/api/setting/mpaccesstoken' });
      expect(asSuper.json()).toEqual({ key: 'mpaccesstoken', value: '', isSet: true });
    });

    it('answers 404 for an unknown key and 401 without a token', async () => {
      expect((await world.acme.asAdmin({ method: 'GET', url: '/api/setting/nope' })).statusCode).toBe(404);
      expect((await world.anonymous({ method: 'GET', url: '/api/setting/downloadLimit' })).statusCode).toBe(401);
    });

    it('still reads on an expired subscription', async () => {
      const expired = await createCompany(ctx.db, { dueDate: new Date(Date.now() - 86_400_000) });
      const asExpired = await clientFor(ctx, await createUser(ctx.db, expired.id, { profile: 'admin' }));
      expect((await asExpired({ method: 'GET', url: '/api/setting/downloadLimit' })).statusCode).toBe(200);
    });
  });

  describe('GET /public-settings/{key}', () => {
    it('answers the whitelisted keys without a token', async () => {
      await put('appName', 'Atende Já');
      const name = await world.anonymous({ method: 'GET', url: '/api/public-settings/appName?token=whatever' });
      expect(name.json()).toEqual({ key: 'appName', value: 'Atende Já' });
      const signup = await world.anonymous({ method: 'GET', url: '/api/public-settings/allowSignup' });
      expect(signup.json()).toEqual({ key: 'allowSignup', value: 'enabled' });
      const color = await world.anonymous({ method: 'GET', url: '/api/public-settings/primaryColorDark' });
      expect(color.json().value).toBe('#39ACE7');
    });

    it('offers the support-chat link to the login page, accepting only https links or phone numbers', async () => {
      expect((await put('supportChatUrl', 'javascript:alert(1)')).statusCode).toBe(400);
      expect((await put('supportChatUrl', 'http://insecure.example.com')).statusCode).toBe(400);
      expect((await put('supportChatUrl', '+5511999998888')).statusCode).toBe(200);
      expect((await put('supportChatUrl', 'https://wa.me/5511999998888')).statusCode).toBe(200);
      const link = await world.anonymous({ method: 'GET', url: '/api/public-settings/supportChatUrl' });
      expect(link.json()).toEqual({ key: 'supportChatUrl', value: 'https://wa.me/5511999998888' });
    });

    it('reads every other key as missing', async () => {
      for (const key of ['stripeprivatekey', 'mpaccesstoken', 'userCreation', 'downloadLimit', 'nope']) {
        const response = await world.anonymous({ method: 'GET', url: `/api/public-settings/${key}` });
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('ERR_NO_SETTING_FOUND');
      }
    });
  });

  describe('GET /companySettingOnePayment', () => {
    it('tells which providers are configured, never their credentials', async () => {
      const response = await world.acme.asAdmin({ method: 'GET', url: '/api/companySettingOnePayment' });
      expect(response.json()).toEqual({ efi: false, mercadopago: true, stripe: true, asaas: false });
      expect(response.body).not.toContain('secret');
    });
  });

  describe('secret keys at rest', () => {
    const stored = async (key: string) => (await ctx.db.system.transaction((tx) => findSetting(tx, key)))?.value;
    const readMasked = async (key: string) => {
      const one = await world.asSuper({ method: 'GET', url: `/api/setting/${key}` });
      const other = await world.asSuper({ method: 'GET', url: `/api/settings/${key}` });
      expect(other.json()).toEqual(one.json());
      return one.json();
    };

    it('stores a credential sealed, answers it masked, while the server still reads it in clear', async () => {
      const put1 = await put('stripeprivatekey', 'sk_live_51HxStripeSecret');
      expect(put1.json()).toEqual({ key: 'stripeprivatekey', value: '', isSet: true });
      await put('openaikeyaudio', 'sk-proj-transcription-key');

      const value = await stored('stripeprivatekey');
      expect(value).not.toContain('sk_live_51HxStripeSecret');
      expect(isSealedSettingValue(value ?? '')).toBe(true);
      expect(ctx.secrets.open(value ?? '')).toBe('sk_live_51HxStripeSecret');

      expect(await readMasked('stripeprivatekey')).toEqual({ key: 'stripeprivatekey', value: '', isSet: true });
      const list = (await world.asSuper({ method: 'GET', url: '/api/settings' })).json() as Setting[];
      expect(list.find((setting) => setting.key === 'openaikeyaudio')).toMatchObject({ value: '', isSet: true });
      expect(await readSecretSetting(ctx.db, ctx.secrets, 'openaikeyaudio')).toBe('sk-proj-transcription-key');
      const providers = await world.acme.asAdmin({ method: 'GET', url: '/api/companySettingOnePayment' });
      expect(providers.json()).toMatchObject({ stripe: true });
    });

    it('never lets a saved secret appear in any answer or event; other keys answer as before', async () => {
      const clear = (key: string) => `${key}-Clear-Value-7f3a`;
      const answers: string[] = [];
      const from = events.length;
      for (const key of secretSettingKeys) {
        const response = await put(key, clear(key));
        expect(response.json()).toEqual({ key, value: '', isSet: true });
        answers.push(response.body);
        answers.push(JSON.stringify(await readMasked(key)));
      }
      const list = await world.asSuper({ method: 'GET', url: '/api/settings' });
      answers.push(list.body);
      const listed = list.json() as Setting[];
      for (const key of secretSettingKeys) {
        expect(listed.find((setting) => setting.key === key)).toMatchObject({ value: '', isSet: true });
      }
      expect(listed.find((setting) => setting.key === 'downloadLimit')).not.toHaveProperty('isSet');
      expect(await readMasked('downloadLimit')).toEqual({ key: 'downloadLimit', value: '128' });
      answers.push(JSON.stringify(events.slice(from)));
      for (const key of secretSettingKeys) {
        for (const body of answers) expect(body).not.toContain(clear(key));
        expect(await readSecretSetting(ctx.db, ctx.secrets, key)).toBe(clear(key));
      }
      expect(events.slice(from).every((event) => event.value === null)).toBe(true);
      const providers = await world.acme.asAdmin({ method: 'GET', url: '/api/companySettingOnePayment' });
      // Efí is offered only once its certificate is stored too; none is uploaded here.
      expect(providers.json()).toEqual({ efi: false, mercadopago: true, stripe: true, asaas: true });
    });

    it('removes a secret with an empty value: isSet false, the provider no longer offered', async () => {
      await put('asaastoken', 'asaas-token-to-remove');
      expect((await put('asaastoken', '')).json()).toEqual({ key: 'asaastoken', value: '', isSet: false });
      await put('appName', 'Central Azul');
      expect(await stored('asaastoken')).toBe('');
      expect(await stored('appName')).toBe('Central Azul');
      expect(await readMasked('asaastoken')).toEqual({ key: 'asaastoken', value: '', isSet: false });
      const list = (await world.asSuper({ method: 'GET', url: '/api/settings' })).json() as Setting[];
      expect(list.find((setting) => setting.key === 'asaastoken')).toMatchObject({ value: '', isSet: false });
      expect(await readSecretSetting(ctx.db, ctx.secrets, 'asaastoken')).toBe('');
      const providers = await world.acme.asAdmin({ method: 'GET', url: '/api/companySettingOnePayment' });
      expect(providers.json()).toMatchObject({ asaas: false });
    });

    it('seals a value stored in clear before, once, and reads it the same before and after', async () => {
      await ctx.db.system.transaction((tx) => upsertSetting(tx, 'mpaccesstoken', 'APP_USR-mercado-pago-token'));
      const read = () => readSecretSetting(ctx.db, ctx.secrets, 'mpaccesstoken');
      expect(await read()).toBe('APP_USR-mercado-pago-token');
      expect(await readMasked('mpaccesstoken')).toEqual({ key: 'mpaccesstoken', value: '', isSet: true });

      expect(await sealStoredSecretSettings(ctx.db, ctx.secrets)).toBe(1);
      const sealed = await stored('mpaccesstoken');
      expect(sealed).not.toContain('APP_USR');
      expect(isSealedSettingValue(sealed ?? '')).toBe(true);
      expect(await read()).toBe('APP_USR-mercado-pago-token');

      expect(await sealStoredSecretSettings(ctx.db, ctx.secrets)).toBe(0);
      expect(await stored('mpaccesstoken')).toBe(sealed);
      expect(await stored('stripeprivatekey')).toSatisfy((value: string) => isSealedSettingValue(value));
    });
  });
});
