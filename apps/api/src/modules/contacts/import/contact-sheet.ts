import {
  AppError,
  type ContactSheetAnswer,
  contactImportMaxCellLength,
  contactImportMaxColumns,
  contactImportMaxRows,
} from '@chatdesk/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { decodeText, delimitedRows, parseDelimited, type SheetRow } from './csv-sheet';
import { openXlsRows, readXlsRows, readXlsxRows, streamXlsxRows } from './workbook-sheet';
import { countXlsxRows } from './xlsx-row-count';

/** What the bytes say the upload is (spec 2 §5 accepts xls, xlsx, csv and txt). */
export type SheetKind = 'text' | 'xlsx' | 'xls';

const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const cfbMime = 'application/x-cfb';

// Tab, line feed and carriage return are text; any other C0 control (or NUL) means binary.
const hasControlCharacters = (bytes: Buffer) => bytes.some((byte) => byte < 0x20 && ![9, 10, 13].includes(byte));

/** The kind from the bytes, never the name; anything else is ERR_UNSUPPORTED_MEDIA_TYPE. */
export async function detectSheetKind(bytes: Buffer): Promise<SheetKind> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === xlsxMime) return 'xlsx';
  if (detected?.mime === cfbMime) return 'xls';
  if (!detected && bytes.length > 0 && !hasControlCharacters(bytes)) return 'text';
  throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE');
}

const columnLetters = (index: number): string => {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
};

// NUL cannot be stored in PostgreSQL text; long cells are cut rather than refusing the file.
const cleanCell = (value: string) => value.replaceAll('\u0000', '').trim().slice(0, contactImportMaxCellLength);

/**
 * The first row names the columns (a blank name becomes the column's letter, 'C'); the rows
 * after it are data, padded or cut to the header's width, at most `contactImportMaxRows`.
 */
export function shapeSheet(rows: string[][], total: number): ContactSheetAnswer {
  const [first = [], ...data] = rows;
  const width = Math.min(Math.max(first.length, ...data.map((row) => row.length)), contactImportMaxColumns);
  const headers = Array.from({ length: width }, (_, index) => cleanCell(first[index] ?? '') || columnLetters(index));
  const shaped = data.map((row) => Array.from({ length: width }, (_, index) => cleanCell(row[index] ?? '')));
  const totalRows = Math.max(total - 1, 0);
  return { headers, rows: shaped, totalRows, truncated: totalRows > shaped.length };
}

/** The uploaded file as headers and rows for the column mapping screen. */
export async function readContactSheet(bytes: Buffer): Promise<ContactSheetAnswer> {
  const kind = await detectSheetKind(bytes);
  // One more than the cap: the header row does not count.
  const maxRows = contactImportMaxRows + 1;
  const { rows, total } =
    kind === 'text'
      ? parseDelimited(decodeText(bytes), maxRows)
      : kind === 'xlsx'
        ? await readXlsxRows(bytes, maxRows)
        : await readXlsRows(bytes, maxRows);
  return shapeSheet(rows, total);
}

async function* eachRow(rows: Iterable<SheetRow>): AsyncGenerator<SheetRow> {
  yield* rows;
}

/**
 * The uploaded file's first sheet row by row, header included, whatever its kind: the reader
 * unpacks the next rows only when the consumer asks, so a consumer writing in batches holds one
 * batch at a time (contact list import). `total` counts the rows before the first is read (header
 * included), for the import's progress: exact for text (a first pass over the decoded text), the
 * first worksheet's row elements for xlsx (that part inflated alone), the sheet's range for xls
 * (parsed once for both).
 */
export async function openSheetRows(bytes: Buffer): Promise<{ total: number; rows: AsyncGenerator<SheetRow> }> {
  const kind = await detectSheetKind(bytes);
  if (kind === 'xlsx') return { total: await countXlsxRows(bytes), rows: streamXlsxRows(bytes) };
  if (kind === 'xls') {
    const { total, rows } = await openXlsRows(bytes);
    return { total, rows: eachRow(rows) };
  }
  const text = decodeText(bytes);
  let total = 0;
  for (const _row of delimitedRows(text)) total += 1;
  return { total, rows: eachRow(delimitedRows(text)) };
}
