import { PassThrough, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
 * Writes a one-sheet xlsx into `out` as pages arrive: each row is committed (zipped and sent)
 * before the next page is read, and the next page waits while the client is behind, so memory
 * holds about one page whatever the size. Plain strings, no shared-string table: that table
 * would have to be kept whole until the end. Stops early when the client goes away.
 */
export async function writeStreamedSheet(
  out: Writable,
  sheet: { name: string; header: readonly string[] },
  pages: AsyncIterable<readonly unknown[][]>,
): Promise<void> {
  // Loaded on the first export, not at start (see modules/contacts/import/workbook-sheet.ts).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const worksheet = workbook.addWorksheet(sheet.name);
  worksheet.addRow([...sheet.header]).commit();
  for await (const page of pages) {
    for (const line of page) worksheet.addRow(line).commit();
    await readyForMore(out);
    if (out.destroyed) return;
  }
  worksheet.commit();
  await workbook.commit();
}

/**
 * Answers with the workbook `write` produces, as it is produced. Headers are sent before the first
 * page is read: a failure later can only cut the download (and is logged).
 */
export function sendStreamedWorkbook(
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string,
  write: (out: Writable) => Promise<void>,
): FastifyReply {
  const body = new PassThrough();
  write(body).catch((error: unknown) => {
    request.log.error({ err: error, fileName }, 'workbook export failed');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.type(xlsxContentType).header('content-disposition', `attachment; filename="${fileName}"`).send(body);
}
