import { contactListImportMaxBytes } from '@chatdesk/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, companyWithStaff, multipart } from '../../../test/clients';
import { createTestContext, type TestContext } from '../../../test/harness';
import type { Database } from '../../platform/db/database';
import { openSheetRows } from '../contacts/import/contact-sheet';
import type { SheetRow } from '../contacts/import/csv-sheet';
import { forwardContactListEvents } from './contact-lists.realtime';
import { importContactListRows } from './use-cases/import-contact-list';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contatos');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('contact list import', () => {
  let ctx: TestContext;
  let acme: Staff;
  let globex: Staff;
  const sent: { event: string; payload: { action: string } & Record<string, unknown> }[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    acme = await companyWithStaff(ctx);
    globex = await companyWithStaff(ctx);
    forwardContactListEvents(ctx.events, {
      emitToCompany: (_companyId, event, payload) => sent.push({ event, payload: payload as never }),
    });
  });
  afterAll(() => ctx.close());

  const newList = async (client: Client, name: string) =>
    (await client({ method: 'POST', url: '/api/contact-lists', payload: { name } })).json().id as number;
  const upload = (client: Client, listId: number, file: { filename: string; type: string; data: Buffer }) =>
    client({
      method: 'POST',
      url: `/api/contact-lists/${listId}/upload`,
      ...multipart([{ name: 'file', value: file }]),
    });
  const itemsOf = async (listId: number) =>
    (await acme.asAdmin({ method: 'GET', url: `/api/contact-list-items?contactListId=${listId}` })).json() as {
      count: number;
      contacts: { name: string; number: string; email: string }[];
    };

  it('imports an xlsx mapped by header (case and accents ignored), counting duplicates and invalid rows', async () => {
    const listId = await newList(acme.asAdmin, 'Planilha');
    await acme.asAdmin({
      method: 'POST',
      url: '/api/contact-list-items',
      payload: { contactListId: listId, name: 'Já na lista', number: '5511900000009' },
    });
    const data = await xlsxOf([
      ['E-MAIL', 'Número', 'NOME'],
      ['ana@example.com', '+55 (11) 98765-4321', 'Ana'],
      ['', 5511987654322, 'Bruno'],
      ['nao-e-email', '5511 98765-4321', 'Ana de novo'],
      ['', '123', 'Curto'],
      ['', '5511900000009', 'Repetido da lista'],
      ['', '', 'Sem número'],
      ['', '5511987654323', ''],
    ]);
    sent.length = 0;
    const response = await upload(acme.asAdmin, listId, { filename: 'lista.xlsx', type: xlsxType, data });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      imported: 3,
      duplicatesInFile: 1,
      duplicatesInList: 1,
      invalidCount: 2,
      invalidRows: [
        { row: 5, number: '123', problem: 'numberTooShort' },
        { row: 7, number: '', problem: 'numberMissing' },
      ],
    });
    const items = await itemsOf(listId);
    expect(items.count).toBe(4);
    expect(items.contacts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Ana', number: '5511987654321', email: 'ana@example.com' }),
        expect.objectContaining({ name: 'Bruno', number: '5511987654322', email: '' }),
        expect.objectContaining({ name: '5511987654323', number: '5511987654323' }),
      ]),
    );
    // The bytes received of the request's, then the rows: at the start (the 7 data rows counted
    // first) and at the end, with the counts so far.
    expect(sent.map((event) => event.payload.action)).toEqual([
      'import-upload',
      'import-progress',
      'import-progress',
      'reload',
    ]);
    // The request's length: the file and the multipart framing around it (its boundary is random, its length is not).
    const requestLength = multipart([{ name: 'file', value: { filename: 'lista.xlsx', type: xlsxType, data } }]).payload
      .length;
    expect(requestLength).toBeGreaterThan(data.length);
    expect(sent.shift()?.payload).toEqual({
      action: 'import-upload',
      contactListId: listId,
      received: data.length,
      total: requestLength,
    });
    const counts = { contactListId: listId, total: 7, duplicatesInList: 0 };
    expect(sent[0]?.payload).toEqual({
      action: 'import-progress',
      ...counts,
      processed: 0,
      imported: 0,
      duplicatesInFile: 0,
      invalidCount: 0,
    });
    expect(sent[1]?.payload).toEqual({
      action: 'import-progress',
      ...counts,
      processed: 7,
      imported: 3,
      duplicatesInFile: 1,
      duplicatesInList: 1,
      invalidCount: 2,
    });
    expect(sent[2]?.event).toBe(`company-${acme.company.id}-ContactListItem`);
  });

  it('imports a CSV (semicolons, English headers) and an xls, and refuses a file without a number column', async () => {
    const listId = await newList(acme.asAdmin, 'CSV');
    const csv = 'name;phone;email\nCarla;5521987650000;carla@example.com\n\nDiego;5521987650001;\n';
    const response = await upload(acme.asAdmin, listId, {
      filename: 'lista.csv',
      type: 'text/csv',
      data: Buffer.from(csv),
    });
    expect(response.json()).toMatchObject({ imported: 2, duplicatesInFile: 0, invalidCount: 0 });
    expect((await itemsOf(listId)).contacts.map((item) => item.name)).toEqual(['Carla', 'Diego']);
    const noNumber = await upload(acme.asAdmin, listId, {
      filename: 'x.csv',
      type: 'text/csv',
      data: Buffer.from('nome;cidade\nAna;Recife\n'),
    });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().error).toBe('ERR_CONTACT_LIST_IMPORT_NO_NUMBER_COLUMN');
    // A legacy .xls (BIFF8), read by SheetJS.
    const XLSX = await import('@e965/xlsx');
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Telefone', 'Nome'],
        ['5521987650002', 'Elis'],
      ]),
      'Plan1',
    );
    const xls = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xls' }));
    const fromXls = await upload(acme.asAdmin, listId, {
      filename: 'lista.xls',
      type: 'application/vnd.ms-excel',
      data: xls,
    });
    expect(fromXls.json()).toMatchObject({ imported: 1, invalidCount: 0 });
    expect((await itemsOf(listId)).contacts.map((item) => item.name)).toEqual(['Carla', 'Diego', 'Elis']);
    const binary = await upload(acme.asAdmin, listId, {
      filename: 'x.xlsx',
      type: xlsxType,
      data: Buffer.from([0, 1, 2, 3, 4]),
    });
    expect(binary.statusCode).toBe(415);
  });

  it("refuses another company's list (404) and a plain user (403); downloads the example spreadsheet", async () => {
    const foreign = await newList(globex.asAdmin, 'Globex');
    const file = { filename: 'a.csv', type: 'text/csv', data: Buffer.from('numero\n5511999990000\n') };
    const refused = await upload(acme.asAdmin, foreign, file);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('ERR_NO_CONTACT_LIST_FOUND');
    const own = await newList(acme.asAdmin, 'Exemplo');
    expect((await upload(acme.asUser, own, file)).statusCode).toBe(403);
    // Past the upload limit: 413, nothing imported.
    const huge = await upload(acme.asAdmin, own, {
      filename: 'grande.csv',
      type: 'text/csv',
      data: Buffer.alloc(contactListImportMaxBytes + 1, 'numero\n'),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('ERR_PAYLOAD_TOO_LARGE');
    expect((await acme.asAdmin({ method: 'GET', url: `/api/contact-lists/${foreign}/example` })).statusCode).toBe(404);
    const example = await acme.asAdmin({ method: 'GET', url: `/api/contact-lists/${own}/example` });
    expect(example.statusCode).toBe(200);
    expect(example.headers['content-disposition']).toContain('exemplo-lista-de-contatos.xlsx');
    const read: string[][] = [];
    for await (const row of (await openSheetRows(example.rawPayload)).rows) read.push(row.cells);
    expect(read).toEqual([
      ['Nome', 'Numero', 'Email'],
      ['Maria Souza', '5511987654321', 'maria@example.com'],
      ['João Lima', '5521998765432', ''],
    ]);
    // The example imports as it is.
    const imported = await upload(acme.asAdmin, own, {
      filename: 'exemplo.xlsx',
      type: xlsxType,
      data: example.rawPayload,
    });
    expect(imported.json()).toMatchObject({ imported: 2, invalidCount: 0 });
  });

  it('counts the rows of an xlsx, an xls and a CSV before reading them (the progress total)', async () => {
    const header = ['Nome', 'Numero'];
    const people = Array.from({ length: 20_000 }, (_, index) => [`Pessoa ${index}`, `55119${index}`]);
    // 20,000 rows unpack to well over one inflater chunk: tags cut between chunks are counted once.
    const xlsx = await openSheetRows(await xlsxOf([header, ...people]));
    let read = 0;
    for await (const _row of xlsx.rows) read += 1;
    expect({ total: xlsx.total, read }).toEqual({ total: 20_001, read: 20_001 });
    const XLSX = await import('@e965/xlsx');
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...people.slice(0, 3)]), 'Plan1');
    const xls = await openSheetRows(Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xls' })));
    expect(xls.total).toBe(4);
    const csv = await openSheetRows(Buffer.from('Nome;Numero\n\nAna;"5511\n9"\nBia;5511\n'));
    expect(csv.total).toBe(3);
  }, 60_000);

  it('streams 100,000 rows: each batch is written before the next rows are read', async () => {
    const listId = await newList(acme.asAdmin, 'Cem mil');
    const lines = ['Nome,Numero'];
    for (let index = 0; index < 100_000; index += 1)
      lines.push(`Pessoa ${index},55119${String(index).padStart(8, '0')}`);
    let pulled = 0;
    async function* counted(rows: AsyncIterable<SheetRow>) {
      for await (const row of rows) {
        pulled += 1;
        yield row;
      }
    }
    // Each write is one tenant transaction: record how many rows had been read when each began.
    const readAtWrite: number[] = [];
    const db = {
      ...ctx.db,
      tenant: (companyId: number) => ({
        transaction: <T>(work: Parameters<ReturnType<Database['tenant']>['transaction']>[0]) => {
          readAtWrite.push(pulled);
          return ctx.db.tenant(companyId).transaction(work) as Promise<T>;
        },
      }),
    } as unknown as Database;
    sent.length = 0;
    const { total, rows } = await openSheetRows(Buffer.from(lines.join('\n')));
    expect(total).toBe(100_001);
    const answer = await importContactListRows(
      { db, events: ctx.events },
      acme.company.id,
      listId,
      { rows: counted(rows), dataRows: total - 1 },
      { batchSize: 1000, progressEveryMs: 0 },
    );
    expect(answer).toEqual({
      imported: 100_000,
      duplicatesInFile: 0,
      duplicatesInList: 0,
      invalidCount: 0,
      invalidRows: [],
    });
    // One check of the list, then 100 batch writes, the n-th after 1 + 1000 n rows were read (header included).
    expect(readAtWrite).toHaveLength(101);
    expect(readAtWrite.slice(1)).toEqual(Array.from({ length: 100 }, (_, index) => 1 + 1000 * (index + 1)));
    expect((await itemsOf(listId)).count).toBe(100_000);
    const progress = sent.filter((event) => event.payload.action === 'import-progress');
    expect(progress.length).toBeGreaterThanOrEqual(100);
    expect(progress.every((event) => event.payload.total === 100_000)).toBe(true);
    expect(progress.map((event) => event.payload.processed)).toEqual(
      progress.map((event) => event.payload.processed).sort((a, b) => Number(a) - Number(b)),
    );
    expect(progress[0]?.payload).toMatchObject({ processed: 0, imported: 0 });
    expect(progress[1]?.payload).toMatchObject({ processed: 1000, imported: 1000 });
    expect(progress.at(-1)?.payload).toMatchObject({ processed: 100_000, imported: 100_000 });
  }, 120_000);
});
