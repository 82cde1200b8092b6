import { deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { detectSheetKind, readContactSheet, shapeSheet } from './contact-sheet';
import { parseDelimited, sniffDelimiter } from './csv-sheet';
import { readXlsRows, readXlsxRows, workbookLimits } from './workbook-sheet';
import { assertZipWithinLimits } from './zip-guard';

describe('contact sheet', () => {
  it('keeps at most maxRows rows but counts them all', () => {
    const text = ['n,t', 'a,1', 'b,2', '', 'c,3'].join('\n');
    expect(parseDelimited(text, 2)).toEqual({
      rows: [
        ['n', 't'],
        ['a', '1'],
      ],
      total: 4,
    });
    expect(shapeSheet(parseDelimited(text, 2).rows, 4)).toEqual({
      headers: ['n', 't'],
      rows: [['a', '1']],
      totalRows: 3,
      truncated: true,
    });
  });

  it('sniffs the delimiter outside quotes on the first line only', () => {
    expect(sniffDelimiter('"a,b";c;d\ne,f,g,h,i')).toBe(';');
    expect(sniffDelimiter('nome\tnúmero\n')).toBe('\t');
    expect(sniffDelimiter('only')).toBe(',');
  });

  it('pads short rows, names blank headers by their letter, and drops NUL', () => {
    expect(
      shapeSheet(
        [
          ['Nome', ''],
          ['Ana\u0000', '1', 'extra'],
        ],
        2,
      ),
    ).toEqual({
      headers: ['Nome', 'B', 'C'],
      rows: [['Ana', '1', 'extra']],
      totalRows: 1,
      truncated: false,
    });
  });
});

/** A zip written by hand, so a test can make an entry lie about its size. */
function zipOf(entries: { name: string; data: Buffer; deflate?: boolean; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = entry.deflate ? deflateRawSync(entry.data) : entry.data;
    const header = (size: number) => {
      const head = Buffer.alloc(size);
      head.writeUInt16LE(20, size === 30 ? 4 : 6);
      head.writeUInt16LE(entry.deflate ? 8 : 0, size === 30 ? 8 : 10);
      head.writeUInt32LE(body.length, size === 30 ? 18 : 20);
      head.writeUInt32LE(entry.declaredSize ?? entry.data.length, size === 30 ? 22 : 24);
      head.writeUInt16LE(name.length, size === 30 ? 26 : 28);
      return head;
    };
    const local = header(30);
    local.writeUInt32LE(0x04034b50, 0);
    const central = header(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    directory.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

async function xlsxOf(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const xlsOf = (rows: unknown[][], extraSheet = false): Buffer => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Contatos');
  if (extraSheet) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Outra'], ['x']]), 'Outra');
  return XLSX.write(book, { type: 'buffer', bookType: 'biff8' });
};

describe('contact workbooks', () => {
  it('reads the first tab of an xlsx as text: full digits, saved formula results, rich text, links, dates', async () => {
    const bytes = await xlsxOf((workbook) => {
      const sheet = workbook.addWorksheet('Contatos');
      sheet.addRow(['Nome', 'Número', 'Email', 'Tags', 'Desde']);
      sheet.addRow([
        { richText: [{ text: 'Ana ' }, { font: { bold: true }, text: 'Souza' }] },
        5511987654321,
        { text: 'ana@x.com', hyperlink: 'mailto:ana@x.com' },
        { formula: 'LOWER("VIP")', result: 'vip' },
        new Date(Date.UTC(2024, 0, 31)),
      ]);
      sheet.addRow([]);
      sheet.addRow(['Bia', '  5511900000002 ', null, { formula: 'NOW()' }, true]);
      workbook.addWorksheet('Rascunho').addRow(['Não é esta']);
    });
    expect(await detectSheetKind(bytes)).toBe('xlsx');
    expect(await readContactSheet(bytes)).toEqual({
      headers: ['Nome', 'Número', 'Email', 'Tags', 'Desde'],
      rows: [
        ['Ana Souza', '5511987654321', 'ana@x.com', 'vip', '2024-01-31'],
        ['Bia', '5511900000002', '', '', 'true'],
      ],
      totalRows: 2,
      truncated: false,
    });
  });

  it('keeps maxRows rows of an xlsx and counts the rest', async () => {
    const bytes = await xlsxOf((workbook) => {
      const sheet = workbook.addWorksheet('Contatos');
      for (let i = 0; i < 6; i += 1) sheet.addRow([`Pessoa ${i}`, 5511900000000 + i]);
    });
    expect(await readXlsxRows(bytes, 2)).toEqual({
      rows: [
        ['Pessoa 0', '5511900000000'],
        ['Pessoa 1', '5511900000001'],
      ],
      total: 6,
    });
  });

  it('reads the first sheet of a legacy xls, numbers with all their digits', async () => {
    const bytes = xlsOf(
      [['Nome', 'Número', 'Email'], ['José Ávila', 5511987654321, 'jose@x.com'], [], ['Bia', '5511900000002']],
      true,
    );
    expect(await detectSheetKind(bytes)).toBe('xls');
    expect(await readContactSheet(bytes)).toEqual({
      headers: ['Nome', 'Número', 'Email'],
      rows: [
        ['José Ávila', '5511987654321', 'jose@x.com'],
        ['Bia', '5511900000002', ''],
      ],
      totalRows: 2,
      truncated: false,
    });
  });

  it('parses only maxRows rows of an xls and counts the rest from its range', async () => {
    const bytes = xlsOf(Array.from({ length: 7 }, (_, i) => [`Pessoa ${i}`, 5511900000000 + i]));
    const { rows, total } = await readXlsRows(bytes, 3);
    expect(rows).toEqual([
      ['Pessoa 0', '5511900000000'],
      ['Pessoa 1', '5511900000001'],
      ['Pessoa 2', '5511900000002'],
    ]);
    expect(total).toBe(7);
  });

  it('refuses a workbook that does not open', async () => {
    const xls = xlsOf([['a']]);
    // Same container, sheet stream garbled.
    const garbled = Buffer.from(xls);
    garbled.fill(0xff, 1024);
    await expect(readContactSheet(garbled)).rejects.toMatchObject({ code: 'ERR_UNSUPPORTED_MEDIA_TYPE' });
    const broken = (await xlsxOf((workbook) => workbook.addWorksheet('a').addRow(['x']))).subarray(0, 600);
    await expect(readXlsxRows(broken, 10)).rejects.toMatchObject({ code: 'ERR_UNSUPPORTED_MEDIA_TYPE' });
  });

  it('counts what a zip really inflates to, not what it declares, before any library unpacks it', async () => {
    const limits = { maxUnpackedBytes: 100_000, maxEntries: 10 };
    const zeros = Buffer.alloc(200_000);
    const lying = zipOf([{ name: 'xl/a.xml', data: zeros, deflate: true, declaredSize: 10 }]);
    await expect(assertZipWithinLimits(lying, limits)).rejects.toMatchObject({ code: 'ERR_PAYLOAD_TOO_LARGE' });
    const fine = zipOf([
      { name: 'a.xml', data: zeros.subarray(0, 60_000), deflate: true },
      { name: 'b.xml', data: zeros.subarray(0, 30_000) },
    ]);
    await expect(assertZipWithinLimits(fine, limits)).resolves.toBeUndefined();
    const many = zipOf(Array.from({ length: 11 }, (_, i) => ({ name: `${i}.xml`, data: Buffer.from('x') })));
    await expect(assertZipWithinLimits(many, limits)).rejects.toMatchObject({ code: 'ERR_PAYLOAD_TOO_LARGE' });
    await expect(assertZipWithinLimits(fine.subarray(0, fine.length - 30), limits)).rejects.toMatchObject({
      code: 'ERR_UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('refuses an xlsx that would unpack past the cap with 413', async () => {
    const contentTypes =
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(workbookLimits.maxUnpackedBytes + 1), deflate: true },
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await detectSheetKind(bomb)).toBe('xlsx');
    await expect(readContactSheet(bomb)).rejects.toMatchObject({ code: 'ERR_PAYLOAD_TOO_LARGE' });
  });
});
