import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { contactExportColumns } from '@chatdesk/contracts';
import type { ExportedContact } from './use-cases/export-contacts';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Resolves once `out` wants more bytes, or is gone (the client hung up). The turn of the event
 * loop first lets the zip writer move the rows just committed towards `out`, so a full `out`
 * is seen even when pages come without any I/O between them.
 */
async function readyForMore(out: Writable): Promise<void> {
  await nextTurn();
  await new Promise<void>((resolve) => {
    if (!out.writableNeedDrain || out.destroyed) return resolve();
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * Writes backup_contatos.xlsx into `out` as pages arrive: each row is committed (zipped and sent)
 * before the next page is read, and the next page waits while the client is behind, so memory
 * holds about one page whatever the company's size. Plain strings, no shared-string table: that
 * table would have to be kept whole until the end. Stops early when the client goes away.
 */
export async function writeContactWorkbook(pages: AsyncIterable<ExportedContact[]>, out: Writable): Promise<void> {
  // Loaded on the first export, not at start (see workbook-sheet.ts).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Contatos');
  sheet.addRow([...contactExportColumns]).commit();
  for await (const page of pages) {
    for (const line of page) sheet.addRow(line).commit();
    await readyForMore(out);
    if (out.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}
