import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff, multipart } from '../../../test/clients';
import { createQueue } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { testMedia } from '../../platform/storage/test-media';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

describe('file lists (/api/files)', () => {
  let ctx: TestContext;
  let other: Staff;
  let foreignListId: number;

  const createList = (staff: Staff, name = 'Catálogo', message = 'Veja nossos arquivos') =>
    staff.asAdmin({ method: 'POST', url: '/api/files', payload: { name, message } });
  const upload = (staff: Staff, id: number, parts: Parameters<typeof multipart>[0]) =>
    staff.asAdmin({ method: 'POST', url: `/api/files/uploadList/${id}`, ...multipart(parts) });
  const stored = (url: string) => path.join(ctx.dataDir, 'media', url.replace('/public/', ''));
  const png = { filename: 'foto.png', type: 'image/png', data: testMedia.png };
  const pdf = { filename: 'tabela.pdf', type: 'application/pdf', data: testMedia.pdf };

  beforeAll(async () => {
    ctx = await createTestContext();
    other = await companyWithStaff(ctx);
    foreignListId = (await createList(other, 'Lista alheia')).json().id;
  });
  afterAll(() => ctx.close());

  it('creates a list, uploads named files checked by their bytes, and serves them as company media', async () => {
    const staff = await companyWithStaff(ctx);
    const created = await createList(staff);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Catálogo',
      message: 'Veja nossos arquivos',
      userId: staff.admin.id,
      options: [],
    });
    const { id } = created.json();
    const response = await upload(staff, id, [
      { name: 'typeArch', value: 'fileList' },
      { name: 'files', value: png },
      { name: 'name', value: 'Foto da loja' },
      { name: 'files', value: pdf },
      { name: 'name', value: '' },
    ]);
    expect(response.statusCode).toBe(200);
    const options = response.json().options;
    expect(options).toEqual([
      expect.objectContaining({ name: 'Foto da loja', mediaType: 'image/png' }),
      expect.objectContaining({ name: 'tabela.pdf', mediaType: 'application/pdf' }),
    ]);
    expect(options[0].url).toBe(`/public/${staff.company.id}/${options[0].path}`);
    const served = await ctx.app.inject({ method: 'GET', url: options[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(testMedia.png)).toBe(true);
    expect((await staff.asAdmin({ method: 'GET', url: `/api/files/${id}` })).json().options).toEqual(options);
  });

  it('refuses files whose bytes are not media or documents, and an upload without files', async () => {
    const staff = await companyWithStaff(ctx);
    const { id } = (await createList(staff)).json();
    const exe = await upload(staff, id, [
      { name: 'files', value: { filename: 'foto.png', type: 'image/png', data: testMedia.exe } },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error).toBe('ERR_UNSUPPORTED_MEDIA_TYPE');
    const svg = await upload(staff, id, [
      { name: 'files', value: { filename: 'a.svg', type: 'image/svg+xml', data: testMedia.svg } },
    ]);
    expect(svg.statusCode).toBe(415);
    const none = await upload(staff, id, [{ name: 'name', value: 'Sem arquivo' }]);
    expect(none.statusCode).toBe(400);
    expect((await staff.asAdmin({ method: 'GET', url: `/api/files/${id}` })).json().options).toEqual([]);
  });

  it('edits name and message, renames kept files and deletes the dropped ones; delete removes list and files', async () => {
    const staff = await companyWithStaff(ctx);
    const { id } = (await createList(staff)).json();
    const [first, second] = (
      await upload(staff, id, [
        { name: 'files', value: png },
        { name: 'files', value: pdf },
      ])
    ).json().options;
    const updated = await staff.asAdmin({
      method: 'PUT',
      url: `/api/files/${id}`,
      payload: { name: 'Tabelas', message: 'Segue a tabela', options: [{ id: second.id, name: 'Tabela 2026' }] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Tabelas',
      message: 'Segue a tabela',
      options: [{ id: second.id, name: 'Tabela 2026' }],
    });
    expect(existsSync(stored(first.url))).toBe(false);
    expect(existsSync(stored(second.url))).toBe(true);
    const queue = await createQueue(ctx.db, staff.company.id);
    await staff.asAdmin({ method: 'PUT', url: `/api/queue/${queue.id}`, payload: { fileListId: id } });
    expect((await staff.asAdmin({ method: 'DELETE', url: `/api/files/${id}` })).statusCode).toBe(204);
    expect(existsSync(stored(second.url))).toBe(false);
    expect((await staff.asAdmin({ method: 'GET', url: `/api/files/${id}` })).statusCode).toBe(404);
    expect((await staff.asAdmin({ method: 'GET', url: `/api/queue/${queue.id}` })).json().fileListId).toBeNull();
  });

  it('lists by name with searchParam and pages of 20 (files, hasMore)', async () => {
    const staff = await companyWithStaff(ctx);
    for (let index = 0; index < 21; index++) await createList(staff, `Lista ${String(index).padStart(2, '0')}`);
    await createList(staff, 'Preços 100%');
    const first = (await staff.asAdmin({ method: 'GET', url: '/api/files/?pageNumber=1' })).json();
    expect(first.files).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.files[0].name).toBe('Lista 00');
    const second = (await staff.asAdmin({ method: 'GET', url: '/api/files/?pageNumber=2' })).json();
    expect(second.files.map((list: { name: string }) => list.name)).toEqual(['Lista 20', 'Preços 100%']);
    expect(second.hasMore).toBe(false);
    const search = (await staff.asAdmin({ method: 'GET', url: '/api/files/?searchParam=100%25' })).json();
    expect(search.files.map((list: { name: string }) => list.name)).toEqual(['Preços 100%']);
  });

  it('answers 400 with the spec texts: name minimum 3 (nome muito curto), message required (Obrigatório)', async () => {
    const staff = await companyWithStaff(ctx);
    const response = await createList(staff, 'ab', '  ');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'body.name', message: 'nome muito curto' },
      { path: 'body.message', message: 'Obrigatório' },
    ]);
  });

  it('answers 404 for another company’s list on every route, and leaves it untouched', async () => {
    const staff = await companyWithStaff(ctx);
    for (const call of [
      { method: 'GET', url: `/api/files/${foreignListId}` },
      { method: 'PUT', url: `/api/files/${foreignListId}`, payload: { name: 'Tomada', message: 'x' } },
      { method: 'DELETE', url: `/api/files/${foreignListId}` },
      { method: 'POST', url: `/api/files/uploadList/${foreignListId}`, ...multipart([{ name: 'files', value: png }]) },
    ] as const) {
      const response = await staff.asAdmin(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json().error).toBe('ERR_NO_FILE_LIST_FOUND');
    }
    expect((await staff.asAdmin({ method: 'GET', url: '/api/files/' })).json().files).toEqual([]);
    const untouched = await other.asAdmin({ method: 'GET', url: `/api/files/${foreignListId}` });
    expect(untouched.json()).toMatchObject({ name: 'Lista alheia', options: [] });
  });

  it('is for admins only: a plain user gets 403 on every route', async () => {
    const staff = await companyWithStaff(ctx);
    const { id } = (await createList(staff)).json();
    for (const call of [
      { method: 'GET', url: '/api/files/' },
      { method: 'GET', url: `/api/files/${id}` },
      { method: 'POST', url: '/api/files', payload: { name: 'Nova', message: 'x' } },
      { method: 'PUT', url: `/api/files/${id}`, payload: { name: 'Nova', message: 'x' } },
      { method: 'DELETE', url: `/api/files/${id}` },
    ] as const) {
      expect((await staff.asUser(call)).statusCode).toBe(403);
    }
  });
});
