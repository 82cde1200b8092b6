import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeContactWorkbook } from './contact-export-workbook';
import type { ExportedContact } from './use-cases/export-contacts';

const pageOf = (page: number): ExportedContact[] =>
  Array.from({ length: 500 }, (_, i) => [`Pessoa ${page}-${i}`, `55119${String(i).padStart(8, '0')}`, '', '']);

describe('contact export workbook', () => {
  it('writes the header and every row of every page, as text', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    async function* pages() {
      yield [['=HYPERLINK("x")', '5511987****21', 'a@x.com', 'VIP, Gold']] satisfies ExportedContact[];
      yield pageOf(1);
    }
    await writeContactWorkbook(pages(), out);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(502);
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Nome', 'Número', 'Email', 'Tags']);
    // A name that looks like a formula stays a string: the backup never runs what a contact typed.
    expect(sheet?.getRow(2).values).toEqual([undefined, '=HYPERLINK("x")', '5511987****21', 'a@x.com', 'VIP, Gold']);
    expect(sheet?.getRow(502).getCell(1).value).toBe('Pessoa 1-499');
  });

  it('waits for a slow client and stops reading pages once it hangs up', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    let pagesRead = 0;
    let released = false;
    async function* endless() {
      try {
        for (;;) {
          pagesRead += 1;
          yield pageOf(pagesRead);
        }
      } finally {
        released = true;
      }
    }
    const writing = writeContactWorkbook(endless(), out);
    const pause = () => new Promise((resolve) => setTimeout(resolve, 300));
    await pause();
    const parkedAt = pagesRead;
    await pause();
    // Nobody reads `out`: the writer is parked instead of pulling page after page.
    expect(pagesRead).toBe(parkedAt);
    expect(pagesRead).toBeLessThan(50);
    out.destroy();
    await writing;
    expect(released).toBe(true);
  });
});
