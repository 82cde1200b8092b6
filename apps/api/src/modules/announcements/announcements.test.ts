import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientFor, companyWithStaff, multipart } from '../../../test/clients';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { testMedia } from '../../platform/storage/test-media';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;
type Record = { id: number; title: string; priority: number; status: boolean; read: boolean; mediaPath: string | null };

describe('announcements', () => {
  let ctx: TestContext;
  let platform: Staff;
  let acme: Staff;
  let globex: Staff;
  let asSuper: Client;

  beforeAll(async () => {
    ctx = await createTestContext();
    platform = await companyWithStaff(ctx);
    acme = await companyWithStaff(ctx);
    globex = await companyWithStaff(ctx);
    asSuper = await clientFor(ctx, await createUser(ctx.db, platform.company.id, { profile: 'admin', isSuper: true }));
  });
  afterAll(() => ctx.close());

  const create = async (payload: Partial<{ title: string; text: string; priority: number; status: boolean }>) => {
    const response = await asSuper({ method: 'POST', url: '/api/announcements', payload });
    expect(response.statusCode).toBe(201);
    return response.json() as Record;
  };
  const titles = async (client: Client, query = '') =>
    ((await client({ method: 'GET', url: `/api/announcements?${query}` })).json().records as Record[]).map(
      (row) => row.title,
    );
  const unread = async (client: Client) =>
    (await client({ method: 'GET', url: '/api/announcements/unread' })).json().count as number;

  it('creates with priority 3 and active by default; title and text are required, priority is 1 to 3', async () => {
    const created = await create({ title: ' Manutenção ', text: 'Hoje às 22h' });
    expect(created).toMatchObject({ title: 'Manutenção', text: 'Hoje às 22h', priority: 3, status: true, read: false });
    const empty = await asSuper({ method: 'POST', url: '/api/announcements', payload: { title: ' ', text: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([
      { path: 'body.title', message: 'Obrigatório' },
      { path: 'body.text', message: 'Obrigatório' },
    ]);
    for (const priority of [0, 4, 1.5]) {
      const refused = await asSuper({
        method: 'POST',
        url: '/api/announcements',
        payload: { title: 'a', text: 'b', priority },
      });
      expect(refused.statusCode).toBe(400);
    }
    const tooLong = await asSuper({
      method: 'POST',
      url: '/api/announcements',
      payload: { title: 'x'.repeat(256), text: 'b' },
    });
    expect(tooLong.json().issues).toEqual([{ path: 'body.title', message: 'Muito extenso!' }]);
  });

  it('only the super user writes: admins and users of any company get ERR_NO_PERMISSION', async () => {
    const target = await create({ title: 'Somente leitura', text: 'x' });
    const form = multipart([{ name: 'file', value: { filename: 'a.png', type: 'image/png', data: testMedia.png } }]);
    for (const client of [acme.asAdmin, acme.asUser, platform.asAdmin]) {
      for (const request of [
        { method: 'POST' as const, url: '/api/announcements', payload: { title: 'a', text: 'b' } },
        { method: 'PUT' as const, url: `/api/announcements/${target.id}`, payload: { title: 'a', text: 'b' } },
        { method: 'DELETE' as const, url: `/api/announcements/${target.id}` },
        { method: 'POST' as const, url: `/api/announcements/${target.id}/media-upload`, ...form },
        { method: 'DELETE' as const, url: `/api/announcements/${target.id}/media-upload` },
      ]) {
        const refused = await client(request);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error).toBe('ERR_NO_PERMISSION');
      }
    }
    expect((await acme.asUser({ method: 'GET', url: `/api/announcements/${target.id}` })).json().title).toBe(
      'Somente leitura',
    );
  });

  it('users of every company read the active ones by priority; the super user lists all, newest first, and searches', async () => {
    await create({ title: 'Baixa prioridade', text: 'nada urgente', priority: 3 });
    await create({ title: 'Rascunho', text: 'ainda não', status: false });
    await create({ title: 'Alta prioridade', text: 'Atualização da plataforma', priority: 1 });
    for (const client of [acme.asUser, globex.asAdmin]) {
      const seen = await titles(client);
      expect(seen).toEqual(['Alta prioridade', 'Baixa prioridade', 'Somente leitura', 'Manutenção']);
      expect(await titles(client, 'searchParam=atualizacao')).toEqual(['Alta prioridade']);
    }
    expect((await titles(asSuper)).slice(0, 3)).toEqual(['Alta prioridade', 'Rascunho', 'Baixa prioridade']);
    expect(await titles(asSuper, 'inbox=true')).not.toContain('Rascunho');
    const hidden = (await asSuper({ method: 'GET', url: '/api/announcements?searchParam=Rascunho' })).json().records[0];
    expect((await acme.asUser({ method: 'GET', url: `/api/announcements/${hidden.id}` })).statusCode).toBe(404);
    expect((await acme.asUser({ method: 'POST', url: `/api/announcements/${hidden.id}/read` })).statusCode).toBe(404);
  });

  it('pages 20 at a time with hasMore', async () => {
    for (let index = 0; index < 20; index += 1) await create({ title: `Página ${index}`, text: 'x' });
    const first = (await acme.asUser({ method: 'GET', url: '/api/announcements?pageNumber=1' })).json();
    const second = (await acme.asUser({ method: 'GET', url: '/api/announcements?pageNumber=2' })).json();
    expect(first.records).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(second.hasMore).toBe(false);
    const ids = [...first.records, ...second.records].map((row: Record) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("read marks are each user's own: opening one lowers only that user's unread count", async () => {
    const notice = await create({ title: 'Leia-me', text: 'x' });
    const before = {
      acmeUser: await unread(acme.asUser),
      acmeAdmin: await unread(acme.asAdmin),
      globex: await unread(globex.asUser),
    };
    const read = await acme.asUser({ method: 'POST', url: `/api/announcements/${notice.id}/read` });
    expect(read.json()).toMatchObject({ id: notice.id, read: true });
    await acme.asUser({ method: 'POST', url: `/api/announcements/${notice.id}/read` });
    expect(await unread(acme.asUser)).toBe(before.acmeUser - 1);
    expect(await unread(acme.asAdmin)).toBe(before.acmeAdmin);
    expect(await unread(globex.asUser)).toBe(before.globex);
    const rows = (await acme.asUser({ method: 'GET', url: '/api/announcements?searchParam=Leia-me' })).json().records;
    expect(rows).toEqual([expect.objectContaining({ id: notice.id, read: true })]);
    const other = (await globex.asUser({ method: 'GET', url: '/api/announcements?searchParam=Leia-me' })).json()
      .records;
    expect(other).toEqual([expect.objectContaining({ id: notice.id, read: false })]);
    // Turning it inactive takes it out of every count.
    await asSuper({
      method: 'PUT',
      url: `/api/announcements/${notice.id}`,
      payload: { title: 'Leia-me', text: 'x', status: false },
    });
    expect(await unread(globex.asUser)).toBe(before.globex - 1);
  });

  it('updates, and answers 404 for an unknown id', async () => {
    const notice = await create({ title: 'Antes', text: 'x' });
    const updated = await asSuper({
      method: 'PUT',
      url: `/api/announcements/${notice.id}`,
      payload: { title: 'Depois', text: 'y', priority: 2, status: false },
    });
    expect(updated.json()).toMatchObject({ id: notice.id, title: 'Depois', text: 'y', priority: 2, status: false });
    for (const request of [
      { method: 'GET' as const, url: '/api/announcements/999999' },
      { method: 'PUT' as const, url: '/api/announcements/999999', payload: { title: 'a', text: 'b' } },
      { method: 'DELETE' as const, url: '/api/announcements/999999' },
      { method: 'DELETE' as const, url: '/api/announcements/999999/media-upload' },
    ]) {
      const missing = await asSuper(request);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe('ERR_NO_ANNOUNCEMENT_FOUND');
    }
  });

  it('takes a png or jpeg picture only, replaces and removes it; deleting removes the file and the read marks', async () => {
    const notice = await create({ title: 'Com imagem', text: 'x' });
    const upload = (name: string, type: string, data: Buffer) =>
      asSuper({
        method: 'POST',
        url: `/api/announcements/${notice.id}/media-upload`,
        ...multipart([{ name: 'file', value: { filename: name, type, data } }]),
      });
    const fileOf = (url: string) => path.join(ctx.storage.root, url.replace('/public/', ''));
    const first = await upload('banner.png', 'image/png', testMedia.png);
    expect(first.json()).toMatchObject({
      mediaName: 'banner.png',
      mediaPath: expect.stringMatching(new RegExp(`^/public/${platform.company.id}/[0-9a-f]{32}\\.png$`)),
    });
    const firstPath = first.json().mediaPath as string;
    expect(existsSync(fileOf(firstPath))).toBe(true);
    for (const [name, type, data] of [
      ['doc.pdf', 'application/pdf', testMedia.pdf],
      ['fake.png', 'image/png', testMedia.svg],
    ] as const) {
      expect((await upload(name, type, data)).statusCode).toBe(415);
    }
    const second = (await upload('outra.png', 'image/png', testMedia.png)).json().mediaPath as string;
    expect(existsSync(fileOf(firstPath))).toBe(false);
    const removed = await asSuper({ method: 'DELETE', url: `/api/announcements/${notice.id}/media-upload` });
    expect(removed.json()).toMatchObject({ mediaPath: null, mediaName: null });
    expect(existsSync(fileOf(second))).toBe(false);

    const third = (await upload('final.png', 'image/png', testMedia.png)).json().mediaPath as string;
    await acme.asUser({ method: 'POST', url: `/api/announcements/${notice.id}/read` });
    expect((await asSuper({ method: 'DELETE', url: `/api/announcements/${notice.id}` })).statusCode).toBe(204);
    expect(existsSync(fileOf(third))).toBe(false);
    expect((await acme.asUser({ method: 'GET', url: `/api/announcements/${notice.id}` })).statusCode).toBe(404);
  });

  it('the tenant role reads announcements but cannot write them; read marks stay in their company', async () => {
    const asTenant = (companyId: number, statement: string) =>
      ctx.db.tenant(companyId).transaction((tx) => tx.execute(sql.raw(statement)));
    await expect(asTenant(acme.company.id, 'SELECT count(*) FROM announcements')).resolves.toBeDefined();
    await expect(asTenant(acme.company.id, "UPDATE announcements SET title = 'x'")).rejects.toThrow();
    const marks = await asTenant(globex.company.id, 'SELECT DISTINCT company_id FROM announcement_reads');
    expect(marks.rows.map((row) => row.company_id)).not.toContain(acme.company.id);
    const own = await asTenant(acme.company.id, 'SELECT DISTINCT company_id FROM announcement_reads');
    expect(own.rows.map((row) => row.company_id)).toEqual([acme.company.id]);
  });
});
