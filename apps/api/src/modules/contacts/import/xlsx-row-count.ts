import { AppError } from '@chatdesk/contracts';
import { workbookLimits } from './workbook-sheet';
import { unpackedChunks, zipEntries } from './zip-guard';

/** The worksheets' parts, as exceljs's streaming reader finds them (the first one is the one it reads). */
const worksheetPart = /xl\/worksheets\/sheet\d+[.]xml$/;
/** A row element, with or without a namespace prefix; `<rowBreaks>` and the like are not rows. */
const rowTag = /<(?:[A-Za-z_][\w.-]*:)?row[\s/>]/g;
/** Longer than any partial row tag a chunk can end with. */
const tailLength = 64;

/**
 * The row elements of an xlsx's first worksheet, counted by inflating that entry alone (chunk by
 * chunk, at most `workbookLimits.maxUnpackedBytes`) before exceljs reads a row: an import's total.
 * A row Excel keeps only for its formatting counts too, so this is at least the rows with text.
 */
export async function countXlsxRows(bytes: Buffer): Promise<number> {
  const sheet = [...zipEntries(bytes, workbookLimits.maxEntries)].find((entry) => worksheetPart.test(entry.name));
  if (!sheet) throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE');
  let rows = 0;
  let unpacked = 0;
  let carried = '';
  for await (const chunk of unpackedChunks(sheet)) {
    unpacked += chunk.length;
    if (unpacked > workbookLimits.maxUnpackedBytes) throw new AppError('ERR_PAYLOAD_TOO_LARGE');
    const text = carried + chunk.toString('latin1');
    let lastEnd = 0;
    for (const match of text.matchAll(rowTag)) {
      rows += 1;
      lastEnd = match.index + match[0].length;
    }
    // A tag cut by the chunk's end is matched with the next chunk; nothing already counted is kept.
    carried = text.slice(Math.max(lastEnd, text.length - tailLength));
  }
  return rows;
}
