import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientFor, companyWithStaff, multipart } from '../../../test/clients';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { quickMessages } from '../../db/schema';
import { testMedia } from '../../platform/storage/test-media';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

describe('quick messages', () => {
  let ctx: TestContext;
  let acme: Staff;
  let globex: Staff;
  /** A second attendant of acme. */
  let asOther: Client;

  beforeAll(async () => {
    ctx = await createTestContext();
    acme = await companyWithStaff(ctx);
    globex = await companyWithStaff(ctx);
    asOther = await clientFor(ctx, await createUser(ctx.db, acme.company.id, { profile: 'user', name: 'Outra Olga' }));
  });
  afterAll(() => ctx.close());

  const create = async (client: Client, payload: Record<string, unknown>) => {
    const response = await client({ method: 'POST', url: '/api/quick-messages', payload });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; canEdit: boolean; mediaPath: string | null };
  };
  const shortcodesOf = async (client: Client, url: string) => {
    const body = (await client({ method: 'GET', url })).json();
    return (Array.isArray(body) ? body : body.records).map((row: { shortcode: string }) => row.shortcode);
  };

  it('creates a reply owned by the caller, without the leading slash; the shortcode is required', async () => {
    const created = await acme.asUser({
      method: 'POST',
      url: '/api/quick-messages',
      payload: { shortcode: ' /boasvindas ', message: 'Olá {{firstName}}!' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      shortcode: 'boasvindas',
      message: 'Olá {{firstName}}!',
      geral: false,
      visao: true,
      userId: acme.user.id,
      mediaPath: null,
      canEdit: true,
    });
    for (const shortcode of ['', '   ', '/']) {
      const refused = await acme.asUser({ method: 'POST', url: '/api/quick-messages', payload: { shortcode } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([{ path: 'body.shortcode', message: 'Obrigatório' }]);
    }
    const spaced = await acme.asUser({ method: 'POST', url: '/api/quick-messages', payload: { shortcode: 'a b' } });
    expect(spaced.json().issues).toEqual([{ path: 'body.shortcode', message: 'Sem espaços' }]);
    const tooLong = await acme.asUser({
      method: 'POST',
      url: '/api/quick-messages',
      payload: { shortcode: 'x', message: 'a'.repeat(4097) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/quick-messages' })).statusCode).toBe(401);
  });

  it('a user cannot have two replies with the same shortcode; two users can', async () => {
    await create(acme.asUser, { shortcode: 'Preco', message: 'R$ 10' });
    const again = await acme.asUser({ method: 'POST', url: '/api/quick-messages', payload: { shortcode: 'preco' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('ERR_QUICKMESSAGE_SHORTCODE_EXISTS');
    await create(asOther, { shortcode: 'preco', message: 'R$ 12', visao: false });
  });

  it('each user sees their own replies plus the global and visible ones of others', async () => {
    await create(acme.asAdmin, { shortcode: 'adm-privada', visao: false });
    await create(acme.asAdmin, { shortcode: 'adm-visivel', visao: true });
    await create(acme.asAdmin, { shortcode: 'adm-global', geral: true, visao: false });
    for (const url of ['/api/quick-messages?searchParam=adm', '/api/quick-messages/list']) {
      const seen = await shortcodesOf(acme.asUser, url);
      expect(seen).toEqual(expect.arrayContaining(['adm-global', 'adm-visivel']));
      expect(seen).not.toContain('adm-privada');
      expect(await shortcodesOf(acme.asAdmin, url)).toContain('adm-privada');
      expect(await shortcodesOf(globex.asAdmin, url)).not.toContain('adm-global');
    }
  });

  it('searches shortcode and text and pages by 20 with hasMore', async () => {
    for (let index = 0; index < 23; index++)
      await create(globex.asUser, { shortcode: `pg${String(index).padStart(2, '0')}`, message: `texto ${index}` });
    await create(globex.asUser, { shortcode: 'outro', message: 'fala do 100% pg' });
    const first = (await globex.asUser({ method: 'GET', url: '/api/quick-messages?searchParam=pg' })).json();
    expect(first.records).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.records[0].shortcode).toBe('outro');
    const second = (
      await globex.asUser({ method: 'GET', url: '/api/quick-messages?searchParam=pg&pageNumber=2' })
    ).json();
    expect(second.records.map((row: { shortcode: string }) => row.shortcode)).toEqual(['pg19', 'pg20', 'pg21', 'pg22']);
    expect(second.hasMore).toBe(false);
    // '%' is a character to find, not a wildcard.
    expect(await shortcodesOf(globex.asUser, '/api/quick-messages?searchParam=100%25')).toEqual(['outro']);
  });

  it('owner rule: others cannot change a visible, non-global reply; global ones anyone edits', async () => {
    const visible = await create(acme.asUser, { shortcode: 'so-meu', message: 'x', visao: true });
    const global = await create(acme.asUser, { shortcode: 'de-todos', message: 'x', geral: true });
    const seenByAdmin = (await acme.asAdmin({ method: 'GET', url: `/api/quick-messages/${visible.id}` })).json();
    expect(seenByAdmin.canEdit).toBe(false);
    const payload = { shortcode: 'so-meu', message: 'mudado' };
    for (const request of [
      { method: 'PUT' as const, url: `/api/quick-messages/${visible.id}`, payload },
      { method: 'DELETE' as const, url: `/api/quick-messages/${visible.id}` },
      { method: 'DELETE' as const, url: `/api/quick-messages/${visible.id}/media-upload` },
      {
        method: 'POST' as const,
        url: `/api/quick-messages/${visible.id}/media-upload`,
        ...multipart([{ name: 'file', value: { filename: 'a.png', type: 'image/png', data: testMedia.png } }]),
      },
    ]) {
      const refused = await acme.asAdmin(request);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('ERR_QUICKMESSAGE_LOCKED');
    }
    expect((await acme.asUser({ method: 'GET', url: `/api/quick-messages/${visible.id}` })).json().message).toBe('x');
    const edited = await asOther({
      method: 'PUT',
      url: `/api/quick-messages/${global.id}`,
      payload: { shortcode: 'de-todos', message: 'editado', geral: true },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'editado', userId: acme.user.id, canEdit: true });
    expect((await acme.asUser({ method: 'PUT', url: `/api/quick-messages/${visible.id}`, payload })).statusCode).toBe(
      200,
    );
  });

  it("another company's id and another user's private reply answer 404 on every route", async () => {
    const foreign = await create(globex.asUser, { shortcode: 'alheia', geral: true });
    const privateOne = await create(acme.asAdmin, { shortcode: 'secreta', visao: false });
    for (const [client, id] of [
      [acme.asAdmin, foreign.id],
      [acme.asUser, privateOne.id],
    ] as const) {
      for (const request of [
        { method: 'GET' as const, url: `/api/quick-messages/${id}` },
        { method: 'PUT' as const, url: `/api/quick-messages/${id}`, payload: { shortcode: 'x' } },
        { method: 'DELETE' as const, url: `/api/quick-messages/${id}` },
        { method: 'DELETE' as const, url: `/api/quick-messages/${id}/media-upload` },
        {
          method: 'POST' as const,
          url: `/api/quick-messages/${id}/media-upload`,
          ...multipart([{ name: 'file', value: { filename: 'a.png', type: 'image/png', data: testMedia.png } }]),
        },
      ]) {
        const response = await client(request);
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('ERR_NO_QUICKMESSAGE_FOUND');
      }
    }
    expect((await globex.asUser({ method: 'GET', url: `/api/quick-messages/${foreign.id}` })).statusCode).toBe(200);
  });

  it('uploads, replaces and removes the attachment, refusing what is not media; delete removes the file', async () => {
    const reply = await create(acme.asUser, { shortcode: 'catalogo', message: 'Segue o catálogo' });
    const upload = (name: string, type: string, data: Buffer) =>
      acme.asUser({
        method: 'POST',
        url: `/api/quick-messages/${reply.id}/media-upload`,
        ...multipart([
          { name: 'typeArch', value: 'quickMessage' },
          { name: 'file', value: { filename: name, type, data } },
        ]),
      });
    const fileOf = (url: string) => path.join(ctx.storage.root, url.replace('/public/', ''));

    const first = await upload('catalogo.pdf', 'application/pdf', testMedia.pdf);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      mediaName: 'catalogo.pdf',
      mediaPath: expect.stringMatching(/^\/public\/\d+\/[0-9a-f]{32}\.pdf$/),
    });
    const firstPath = first.json().mediaPath as string;
    expect(existsSync(fileOf(firstPath))).toBe(true);
    const options = (await acme.asUser({ method: 'GET', url: '/api/quick-messages/list' })).json();
    expect(options).toContainEqual({
      id: reply.id,
      shortcode: 'catalogo',
      message: 'Segue o catálogo',
      mediaPath: firstPath,
      mediaName: 'catalogo.pdf',
    });

    const refused = await upload('virus.png', 'image/png', testMedia.exe);
    expect(refused.statusCode).toBe(415);
    const missing = await acme.asUser({
      method: 'POST',
      url: `/api/quick-messages/${reply.id}/media-upload`,
      ...multipart([{ name: 'typeArch', value: 'quickMessage' }]),
    });
    expect(missing.statusCode).toBe(400);

    const second = await upload('foto.png', 'image/png', testMedia.png);
    const secondPath = second.json().mediaPath as string;
    expect(existsSync(fileOf(firstPath))).toBe(false);
    const removed = await acme.asUser({ method: 'DELETE', url: `/api/quick-messages/${reply.id}/media-upload` });
    expect(removed.json()).toMatchObject({ mediaPath: null, mediaName: null });
    expect(existsSync(fileOf(secondPath))).toBe(false);

    const third = (await upload('foto.png', 'image/png', testMedia.png)).json().mediaPath as string;
    expect((await acme.asUser({ method: 'DELETE', url: `/api/quick-messages/${reply.id}` })).statusCode).toBe(204);
    expect(existsSync(fileOf(third))).toBe(false);
    expect((await acme.asUser({ method: 'GET', url: `/api/quick-messages/${reply.id}` })).statusCode).toBe(404);
  });

  it("the composer's cached list follows a change from any transaction (the trigger moves the company's version)", async () => {
    await shortcodesOf(globex.asAdmin, '/api/quick-messages/list');
    await new Promise((resolve) => setTimeout(resolve, 300)); // the change listener connects on first use
    expect(await shortcodesOf(globex.asAdmin, '/api/quick-messages/list')).not.toContain('direto');
    await ctx.db.system.transaction((tx) =>
      tx.insert(quickMessages).values({ companyId: globex.company.id, shortcode: 'direto', geral: true }),
    );
    expect(await shortcodesOf(globex.asAdmin, '/api/quick-messages/list')).toContain('direto');
  });
});
