import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, companyWithStaff } from '../../../test/clients';
import { createConnection, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { webchatSettings } from '../../db/schema';
import { widgetBundlePath } from './widget-script.routes';

let ctx: TestContext;
let desk: Awaited<ReturnType<typeof companyWithStaff>>;
let webchatId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  desk = await companyWithStaff(ctx);
  webchatId = (await createConnection(ctx.db, desk.company.id, { name: 'Site', channel: 'webchat' })).id;
});
afterAll(async () => ctx?.close());

const settingsUrl = (id: number) => `/api/webchat/settings/${id}`;

describe('GET/PUT /webchat/settings/{connectionId}', () => {
  it('creates the widget on first read with a random key and no identity secret', async () => {
    const first = await desk.asAdmin({ method: 'GET', url: settingsUrl(webchatId) });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ connectionId: webchatId, allowedOrigins: [], identitySecret: null, color: '#2563eb' });
    expect(body.widgetKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(body.scriptPath).toBe(`/widget.js?connection=${body.widgetKey}`);
    expect((await desk.asAdmin({ method: 'GET', url: settingsUrl(webchatId) })).json().widgetKey).toBe(body.widgetKey);
  });

  it('saves origins (lower-cased, de-duplicated), title, colour and greeting; refuses malformed ones', async () => {
    const saved = await desk.asAdmin({
      method: 'PUT',
      url: settingsUrl(webchatId),
      payload: {
        allowedOrigins: ['https://Shop.example', 'https://shop.example', 'http://localhost:5500'],
        title: 'Fale conosco',
        color: '#FF0000',
        greeting: 'Olá! Em que podemos ajudar?',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      allowedOrigins: ['https://shop.example', 'http://localhost:5500'],
      title: 'Fale conosco',
      color: '#ff0000',
      greeting: 'Olá! Em que podemos ajudar?',
    });
    for (const allowedOrigins of [['https://shop.example/path'], ['javascript:alert(1)'], ['*']]) {
      const refused = await desk.asAdmin({ method: 'PUT', url: settingsUrl(webchatId), payload: { allowedOrigins } });
      expect(refused.statusCode).toBe(400);
    }
    const badColour = await desk.asAdmin({ method: 'PUT', url: settingsUrl(webchatId), payload: { color: 'red' } });
    expect(badColour.statusCode).toBe(400);
  });

  it('regenerates the identity secret, stored sealed', async () => {
    const first = (await desk.asAdmin({ method: 'POST', url: `${settingsUrl(webchatId)}/identity-secret` })).json();
    const second = (await desk.asAdmin({ method: 'POST', url: `${settingsUrl(webchatId)}/identity-secret` })).json();
    expect(first.identitySecret).toMatch(/^[0-9a-f]{64}$/);
    expect(second.identitySecret).not.toBe(first.identitySecret);
    const [row] = await ctx.db.system.transaction((tx) =>
      tx.select().from(webchatSettings).where(eq(webchatSettings.whatsappId, webchatId)),
    );
    expect(row?.identitySecretSealed).toMatch(/^v1\./);
    expect(row?.identitySecretSealed).not.toContain(second.identitySecret);
  });

  it("answers 404 for another company's connection, 409 for another channel, 403 without the permission", async () => {
    const stranger = await companyWithStaff(ctx);
    const foreign = await createConnection(ctx.db, stranger.company.id, { channel: 'webchat' });
    for (const request of [
      { method: 'GET' as const, url: settingsUrl(foreign.id) },
      { method: 'PUT' as const, url: settingsUrl(foreign.id), payload: { title: 'x' } },
      { method: 'POST' as const, url: `${settingsUrl(foreign.id)}/identity-secret` },
    ]) {
      const response = await desk.asAdmin(request);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('ERR_NO_WAPP_FOUND');
    }
    const phone = await createConnection(ctx.db, desk.company.id, { channel: 'sandbox' });
    const notWebchat = await desk.asAdmin({ method: 'GET', url: settingsUrl(phone.id) });
    expect(notWebchat.json()).toMatchObject({ error: 'ERR_NOT_WEBCHAT_CONNECTION' });
    expect((await desk.asUser({ method: 'GET', url: settingsUrl(webchatId) })).statusCode).toBe(403);
    const manager = await createUser(ctx.db, desk.company.id, { profile: 'user', allowConnections: 'enabled' });
    const asManager = await clientFor(ctx, manager);
    expect((await asManager({ method: 'GET', url: settingsUrl(webchatId) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: settingsUrl(webchatId) })).statusCode).toBe(401);
  });
});

describe('GET /widget.js', () => {
  it('serves the built bundle for a well-formed key and refuses a malformed one', async () => {
    const key = 'k'.repeat(32);
    expect((await ctx.app.inject({ method: 'GET', url: `/widget.js?connection=${key}` })).statusCode).toBe(404);
    const bundle = widgetBundlePath(ctx.config.webDistDir);
    await mkdir(path.dirname(bundle), { recursive: true });
    await writeFile(bundle, '(()=>{})();');
    const served = await ctx.app.inject({ method: 'GET', url: `/widget.js?connection=${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('text/javascript');
    expect(served.body).toBe('(()=>{})();');
    expect((await ctx.app.inject({ method: 'GET', url: '/widget.js?connection=../../etc' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/widget.js' })).statusCode).toBe(400);
  });
});
