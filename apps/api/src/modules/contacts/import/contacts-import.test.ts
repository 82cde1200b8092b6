import type { PermissionSubject } from '@chatdesk/contracts';
import * as XLSX from '@e965/xlsx';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, companyWithStaff, multipart } from '../../../../test/clients';
import { createConnection, createContact, createTag, tagContact } from '../../../../test/factories';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { companySettings, contacts, contactTags, tags } from '../../../db/schema';
import { contactExportPageSize, exportContacts } from './use-cases/export-contacts';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

const upload = (client: Client, data: Buffer, filename = 'contatos.csv', type = 'text/csv') =>
  client({
    method: 'POST',
    url: '/api/contacts/upload',
    ...multipart([{ name: 'file', value: { filename, type, data } }]),
  });

const importRows = (client: Client, rows: unknown[]) =>
  client({ method: 'POST', url: '/api/contacts/import/file', payload: { contacts: rows } });

describe('contact import and export', () => {
  let ctx: TestContext;
  let other: Staff;

  beforeAll(async () => {
    ctx = await createTestContext();
    other = await companyWithStaff(ctx);
  });
  afterAll(() => ctx.close());

  const contactsOf = (companyId: number) =>
    ctx.db.system.transaction((tx) =>
      tx
        .select({ id: contacts.id, name: contacts.name, number: contacts.number, email: contacts.email })
        .from(contacts)
        .where(eq(contacts.companyId, companyId))
        .orderBy(contacts.number),
    );

  describe('POST /api/contacts/upload', () => {
    it('answers the headers and rows of a semicolon CSV saved as Windows-1252, quotes and all', async () => {
      const staff = await companyWithStaff(ctx);
      const csv =
        'Nome;Telefone;;Obs\r\n"Silva; João";+55 (11) 98765-4321;x;"diz ""oi""\nsegunda linha"\r\n;;;\r\nAna;5511900000002\r\n';
      const response = await upload(staff.asUser, Buffer.from(csv, 'latin1'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        headers: ['Nome', 'Telefone', 'C', 'Obs'],
        rows: [
          ['Silva; João', '+55 (11) 98765-4321', 'x', 'diz "oi"\nsegunda linha'],
          ['Ana', '5511900000002', '', ''],
        ],
        totalRows: 2,
        truncated: false,
      });
    });

    it('reads a UTF-8 text file with a BOM and commas', async () => {
      const staff = await companyWithStaff(ctx);
      const response = await upload(
        staff.asUser,
        Buffer.from('\uFEFFname,number\nZé,551188887777\n'),
        'lista.txt',
        'text/plain',
      );
      expect(response.json()).toMatchObject({ headers: ['name', 'number'], rows: [['Zé', '551188887777']] });
    });

    it('answers the first sheet of an xlsx and of a legacy xls, whatever their names say', async () => {
      const staff = await companyWithStaff(ctx);
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('Contatos').addRows([
        ['Nome', 'Telefone'],
        ['Ana', 5511987654321],
      ]);
      const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(
        book,
        XLSX.utils.aoa_to_sheet([
          ['Nome', 'Telefone'],
          ['Bia', 5511900000002],
        ]),
        'A',
      );
      const xls: Buffer = XLSX.write(book, { type: 'buffer', bookType: 'biff8' });
      const xlsxAnswer = await upload(staff.asUser, xlsx, 'contatos.csv', 'text/csv');
      expect(xlsxAnswer.statusCode).toBe(200);
      expect(xlsxAnswer.json()).toEqual({
        headers: ['Nome', 'Telefone'],
        rows: [['Ana', '5511987654321']],
        totalRows: 1,
        truncated: false,
      });
      const xlsAnswer = await upload(staff.asUser, xls, 'contatos.xls', 'application/vnd.ms-excel');
      expect(xlsAnswer.json()).toMatchObject({ headers: ['Nome', 'Telefone'], rows: [['Bia', '5511900000002']] });
    });

    it('refuses by the bytes whatever the name says, and a missing file', async () => {
      const staff = await companyWithStaff(ctx);
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
      const disguised = await upload(staff.asUser, png, 'contatos.csv');
      expect(disguised.statusCode).toBe(415);
      expect(disguised.json().error).toBe('ERR_UNSUPPORTED_MEDIA_TYPE');
      const binary = await upload(staff.asUser, Buffer.from([0x4e, 0x6f, 0x00, 0x01, 0x02]), 'a.txt');
      expect(binary.statusCode).toBe(415);
      const empty = await upload(staff.asUser, Buffer.alloc(0));
      expect(empty.statusCode).toBe(400);
      const anonymous = await ctx.app.inject({
        method: 'POST',
        url: '/api/contacts/upload',
        ...multipart([{ name: 'file', value: { filename: 'a.csv', type: 'text/csv', data: Buffer.from('a,b\n') } }]),
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('POST /api/contacts/import/file', () => {
    it('creates, updates duplicates, ignores rows lacking name or number, and counts failures', async () => {
      const staff = await companyWithStaff(ctx);
      await createContact(ctx.db, staff.company.id, { name: 'Antigo', number: '5511911110000', email: 'keep@x.com' });
      const response = await importRows(staff.asUser, [
        { name: 'Nova', number: '+55 (11) 92222-0000', email: 'nova@x.com' },
        { name: 'Renomeado', number: '5511911110000' },
        { name: 'Nova de novo', number: '5511922220000', email: 'outra@x.com' },
        { name: '', number: '5511933330000' },
        { name: 'Sem número', number: ' - ' },
        { name: 'Curto', number: '12345' },
        { name: 'Email ruim', number: '5511944440000', email: 'nope' },
        { name: 'A', number: '5511955550000' },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ created: 1, updated: 2, ignored: 2, failed: 3 });
      expect(await contactsOf(staff.company.id)).toEqual([
        expect.objectContaining({ name: 'Renomeado', number: '5511911110000', email: 'keep@x.com' }),
        expect.objectContaining({ name: 'Nova de novo', number: '5511922220000', email: 'outra@x.com' }),
      ]);
    });

    it('finds tags by name whatever the case, creates the missing ones, and only adds links', async () => {
      const staff = await companyWithStaff(ctx);
      const vip = await createTag(ctx.db, staff.company.id, { name: 'VIP' });
      const lane = await createTag(ctx.db, staff.company.id, { name: 'Novo', kanban: 1 });
      const foreignTag = await createTag(ctx.db, other.company.id, { name: 'Atacado' });
      const existing = await createContact(ctx.db, staff.company.id, { number: '5511977770000' });
      const old = await createTag(ctx.db, staff.company.id, { name: 'Antiga' });
      await tagContact(ctx.db, staff.company.id, existing.id, [old.id]);

      const response = await importRows(staff.asUser, [
        { name: 'Com tags', number: '5511977770000', tags: 'vip, Atacado; novo' },
        { name: 'Lista', number: '5511977770001', tags: ['VIP'] },
        { name: 'Tag curta', number: '5511977770002', tags: 'ab' },
      ]);
      expect(response.json()).toEqual({ created: 1, updated: 1, ignored: 0, failed: 1 });

      const companyTags = await ctx.db.system.transaction((tx) =>
        tx.select().from(tags).where(eq(tags.companyId, staff.company.id)),
      );
      const atacado = companyTags.find((tag) => tag.name === 'Atacado');
      const novo = companyTags.find((tag) => tag.name === 'novo');
      expect(atacado).toMatchObject({ kanban: 0 });
      expect(atacado?.id).not.toBe(foreignTag.id);
      expect(novo?.id).not.toBe(lane.id);
      const linksOf = async (number: string) =>
        ctx.db.system.transaction(async (tx) => {
          const rows = await tx
            .select({ tagId: contactTags.tagId })
            .from(contactTags)
            .innerJoin(contacts, eq(contacts.id, contactTags.contactId))
            .where(and(eq(contacts.companyId, staff.company.id), eq(contacts.number, number)));
          return rows.map((row) => row.tagId).sort((a, b) => a - b);
        });
      expect(await linksOf('5511977770000')).toEqual(
        [old.id, vip.id, atacado?.id, novo?.id].sort((a, b) => (a ?? 0) - (b ?? 0)),
      );
      expect(await linksOf('5511977770001')).toEqual([vip.id]);
    });

    it("never touches another company's contact with the same number, and tells the company's screens once", async () => {
      const staff = await companyWithStaff(ctx);
      const theirs = await createContact(ctx.db, other.company.id, { name: 'Deles', number: '5511966660000' });
      const events: unknown[] = [];
      const unsubscribe = ctx.app.events.subscribe('contact.imported', (event) => void events.push(event));
      const response = await importRows(staff.asAdmin, [
        { name: 'Nosso', number: '5511966660000' },
        { name: 'Outro', number: '5511966660001' },
      ]);
      unsubscribe();
      expect(response.json()).toEqual({ created: 2, updated: 0, ignored: 0, failed: 0 });
      expect(await contactsOf(other.company.id)).toContainEqual(
        expect.objectContaining({ id: theirs.id, name: 'Deles' }),
      );
      expect(await contactsOf(staff.company.id)).toHaveLength(2);
      expect(events).toEqual([{ type: 'contact.imported', companyId: staff.company.id, created: 2, updated: 0 }]);
    });

    it('refuses an empty or oversized batch', async () => {
      const staff = await companyWithStaff(ctx);
      expect((await importRows(staff.asUser, [])).statusCode).toBe(400);
      const tooMany = Array.from({ length: 501 }, (_, i) => ({
        name: `C ${i}`,
        number: `55119${String(i).padStart(8, '0')}`,
      }));
      expect((await importRows(staff.asUser, tooMany)).statusCode).toBe(400);
    });
  });

  describe('POST /api/contactsImport', () => {
    it('imports one row the way the batch does', async () => {
      const staff = await companyWithStaff(ctx);
      const send = (payload: Record<string, unknown>) =>
        staff.asUser({ method: 'POST', url: '/api/contactsImport', payload });
      const created = await send({
        name: 'Um',
        number: '5511955550001',
        email: '',
        tags: 'Cliente',
        validateContact: 'false',
      });
      expect(created.json()).toEqual({ outcome: 'created', contactId: expect.any(Number) });
      const updated = await send({ name: 'Um bis', number: '55 11 95555-0001' });
      expect(updated.json()).toEqual({ outcome: 'updated', contactId: created.json().contactId });
      expect((await send({ name: 'Sem número', number: '' })).json()).toEqual({ outcome: 'ignored', contactId: null });
      const failed = await send({ name: 'Curto', number: '1234' });
      expect(failed.statusCode).toBe(400);
      expect(failed.json().issues).toEqual([{ path: 'body.number', message: 'Too Short!' }]);
    });
  });

  describe('POST /api/contacts/import and /import/chats', () => {
    it("answers 404 for another company's connection or a missing default, 422 for a connection that cannot", async () => {
      const staff = await companyWithStaff(ctx);
      const foreign = await createConnection(ctx.db, other.company.id, { isDefault: true });
      const post = (url: string, payload: Record<string, unknown>) => staff.asAdmin({ method: 'POST', url, payload });
      expect((await post('/api/contacts/import', { whatsappId: foreign.id })).json().error).toBe('ERR_NO_WAPP_FOUND');
      expect((await post('/api/contacts/import/chats', {})).json().error).toBe('ERR_NO_DEF_WAPP_FOUND');
      const own = await createConnection(ctx.db, staff.company.id, { isDefault: true });
      for (const url of ['/api/contacts/import', '/api/contacts/import/chats']) {
        const response = await post(url, url.endsWith('chats') ? {} : { whatsappId: own.id });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({
          error: 'ERR_CONTACT_IMPORT_UNSUPPORTED',
          details: { channel: 'sandbox' },
        });
      }
    });
  });

  describe('GET /api/contacts/export', () => {
    const download = async (client: Client) => {
      const response = await client({ method: 'GET', url: '/api/contacts/export' });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const lines: string[][] = [];
      // An empty string is written as no cell at all; read the four columns as text.
      workbook.worksheets[0]?.eachRow((row) => {
        lines.push([1, 2, 3, 4].map((column) => row.getCell(column).text));
      });
      return { response, lines };
    };

    it('streams backup_contatos.xlsx with every contact of the company, over several pages', async () => {
      const staff = await companyWithStaff(ctx);
      const count = contactExportPageSize + 2;
      await ctx.db.system.transaction((tx) =>
        tx.insert(contacts).values(
          Array.from({ length: count }, (_, i) => ({
            companyId: staff.company.id,
            name: `Pessoa ${i}`,
            number: `5531${String(i).padStart(9, '0')}`,
            email: i === 0 ? 'p0@x.com' : '',
          })),
        ),
      );
      const first = (await contactsOf(staff.company.id))[0];
      const vip = await createTag(ctx.db, staff.company.id, { name: 'VIP' });
      if (first) await tagContact(ctx.db, staff.company.id, first.id, [vip.id]);
      await createContact(ctx.db, other.company.id, { name: 'Alheio', number: '5531999999999' });

      const { response, lines } = await download(staff.asUser);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers['content-disposition']).toBe('attachment; filename="backup_contatos.xlsx"');
      expect(lines[0]).toEqual(['Nome', 'Número', 'Email', 'Tags']);
      expect(lines).toHaveLength(count + 1);
      expect(lines[1]).toEqual(['Pessoa 0', '5531000000000', 'p0@x.com', 'VIP']);
      expect(lines.at(-1)).toEqual(['Pessoa 501', '5531000000501', '', '']);
      expect(lines.some((line) => line[0] === 'Alheio')).toBe(false);
    });

    it('masks numbers for profile user under LGPD and gives admins the real ones', async () => {
      const staff = await companyWithStaff(ctx);
      await createContact(ctx.db, staff.company.id, { name: 'Sigilo', number: '5511987654321' });
      await ctx.db.system.transaction((tx) =>
        tx
          .insert(companySettings)
          .values({ companyId: staff.company.id, enableLGPD: 'enabled', lgpdHideNumber: 'enabled' }),
      );
      expect((await download(staff.asUser)).lines.slice(1)).toEqual([['Sigilo', '5511987****21', '', '']]);
      expect((await download(staff.asAdmin)).lines.slice(1)).toEqual([['Sigilo', '5511987654321', '', '']]);
    });

    it('answers a company without contacts with the header row only, and a stranger with 401', async () => {
      const staff = await companyWithStaff(ctx);
      expect((await download(staff.asAdmin)).lines).toEqual([['Nome', 'Número', 'Email', 'Tags']]);
      const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/contacts/export' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('export', () => {
    const subject = (profile: 'admin' | 'user'): PermissionSubject => ({
      profile,
      isSuper: false,
      allTicket: 'disabled',
      allHistoric: 'disabled',
      allUserChat: 'disabled',
      userClosePendingTicket: 'enabled',
      showDashboard: 'disabled',
      allowRealTime: 'disabled',
      allowConnections: 'disabled',
      allowGroup: false,
    });
    const collect = async (companyId: number, profile: 'admin' | 'user') => {
      const pages: string[][][] = [];
      const deps = { db: ctx.db, events: ctx.app.events };
      for await (const page of exportContacts(deps, { companyId, subject: subject(profile) })) pages.push(page);
      return pages;
    };

    it("reads the company's contacts page by page with their tags, and nobody else's", async () => {
      const staff = await companyWithStaff(ctx);
      const count = contactExportPageSize + 3;
      await ctx.db.system.transaction((tx) =>
        tx.insert(contacts).values(
          Array.from({ length: count }, (_, i) => ({
            companyId: staff.company.id,
            name: `Pessoa ${i}`,
            number: `5521${String(i).padStart(9, '0')}`,
          })),
        ),
      );
      const first = (await contactsOf(staff.company.id))[0];
      const vip = await createTag(ctx.db, staff.company.id, { name: 'VIP' });
      const gold = await createTag(ctx.db, staff.company.id, { name: 'Gold' });
      if (first) await tagContact(ctx.db, staff.company.id, first.id, [vip.id, gold.id]);

      const pages = await collect(staff.company.id, 'admin');
      expect(pages.map((page) => page.length)).toEqual([contactExportPageSize, 3]);
      const lines = pages.flat();
      expect(lines).toHaveLength(count);
      expect(lines[0]).toEqual(['Pessoa 0', '5521000000000', '', 'Gold, VIP']);
      expect(lines.some((line) => line[0] === 'Alheio')).toBe(false);
    });

    it('masks numbers for profile user under LGPD, as every other answer does', async () => {
      const staff = await companyWithStaff(ctx);
      await createContact(ctx.db, staff.company.id, { name: 'Sigilo', number: '5511987654321', email: 's@x.com' });
      await ctx.db.system.transaction((tx) =>
        tx
          .insert(companySettings)
          .values({ companyId: staff.company.id, enableLGPD: 'enabled', lgpdHideNumber: 'enabled' }),
      );
      expect((await collect(staff.company.id, 'user')).flat()).toEqual([['Sigilo', '5511987****21', 's@x.com', '']]);
      expect((await collect(staff.company.id, 'admin')).flat()).toEqual([['Sigilo', '5511987654321', 's@x.com', '']]);
    });
  });
});
