import { PassThrough } from 'node:stream';
import { crc32, inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnName, writeStreamedSheet } from './streamed-workbook';

async function workbookOf(header: string[], pages: unknown[][][], name = 'Relatório') {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  async function* source() {
    yield* pages;
  }
  await writeStreamedSheet(out, { name, header }, source());
  return Buffer.concat(chunks);
}

/** Every part of a zip by its central directory, each checked against its CRC and size. */
function verifiedParts(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const [method, crc, compressed, size] = [at + 10, at + 16, at + 20, at + 24].map((offset, n) =>
      n === 0 ? zip.readUInt16LE(offset) : zip.readUInt32LE(offset),
    ) as [number, number, number, number];
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataStart, dataStart + compressed);
    const data = method === 8 ? inflateRawSync(raw) : raw;
    expect([data.length, crc32(data)]).toEqual([size, crc]);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names;
}

async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

describe('streamed workbook', () => {
  it('names columns past Z the way spreadsheets do', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('keeps numbers as numbers and any text as text, dropping what XML cannot carry', async () => {
    const bytes = await workbookOf(
      ['id', 'nome', 'mensagem', 'ok'],
      [
        [
          [1, 'Ana & <Bia> "C"', ' espaços \u0007na ponta ', true],
          [2.5, 'emoji 😀 e acentuação', null, false],
        ],
        [[3, '=SUM(A1:A2)', 'x'.repeat(40_000), undefined]],
      ],
    );
    const sheet = await sheetOf(bytes);
    expect(sheet?.name).toBe('Relatório');
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(1).values).toEqual([undefined, 'id', 'nome', 'mensagem', 'ok']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 1, 'Ana & <Bia> "C"', ' espaços na ponta ', true]);
    expect(sheet?.getRow(3).getCell(1).value).toBe(2.5);
    expect(sheet?.getRow(3).getCell(2).value).toBe('emoji 😀 e acentuação');
    expect(sheet?.getRow(3).getCell(3).value).toBeNull();
    expect(sheet?.getRow(3).getCell(4).value).toBe(false);
    // A formula typed by a customer stays text; a cell holds at most Excel's 32,767 characters.
    expect(sheet?.getRow(4).getCell(2).value).toBe('=SUM(A1:A2)');
    expect(String(sheet?.getRow(4).getCell(3).value)).toHaveLength(32_767);
  });

  it('writes a zip whose every part matches its CRC and sizes, across many pages', async () => {
    const page = (n: number) => Array.from({ length: 1000 }, (_, i) => [n * 1000 + i, `linha ${n}-${i}`]);
    const bytes = await workbookOf(
      ['n', 'texto'],
      [page(0), page(1), page(2)],
      'Um nome de folha maior que trinta e um',
    );
    expect(verifiedParts(bytes)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = await sheetOf(bytes);
    expect(sheet?.name).toBe('Um nome de folha maior que trin');
    expect(sheet?.rowCount).toBe(3001);
    expect(sheet?.getRow(3001).values).toEqual([undefined, 2999, 'linha 2-999']);
  });
});
