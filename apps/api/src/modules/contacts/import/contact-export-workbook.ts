import type { Writable } from 'node:stream';
import { contactExportColumns } from '@chatdesk/contracts';
import { writeStreamedSheet } from '../../../platform/http/streamed-workbook';
import type { ExportedContact } from './use-cases/export-contacts';

export { xlsxContentType } from '../../../platform/http/streamed-workbook';

/**
 * Writes backup_contatos.xlsx into `out` as pages arrive, a page at a time whatever the company's
 * size (see writeStreamedSheet).
 */
export function writeContactWorkbook(pages: AsyncIterable<ExportedContact[]>, out: Writable): Promise<void> {
  return writeStreamedSheet(out, { name: 'Contatos', header: contactExportColumns }, pages);
}
