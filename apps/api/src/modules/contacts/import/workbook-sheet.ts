import { Readable } from 'node:stream';
import { AppError, contactImportMaxColumns } from '@chatdesk/contracts';
import type { WorkSheet } from '@e965/xlsx';
import type { ParsedRows, SheetRow } from './csv-sheet';
import { assertZipWithinLimits } from './zip-guard';

/**
 * The first sheet of an Excel upload as rows of text cells, the shape the CSV reader gives.
 * Formulas are never evaluated: a formula cell reads as the result Excel saved with it.
 * Numbers read as all their digits (a phone number typed as a number is not '5.51199E+12').
 * Rows without any text are skipped, as blank CSV lines are.
 */

type SheetJs = typeof import('@e965/xlsx');
let sheetJs: Promise<SheetJs> | undefined;

/**
 * SheetJS and exceljs load on the first spreadsheet, not at start: together they hold ~40 MB of the
 * API's memory, which a process that never reads or writes one does not need.
 */
function loadSheetJs(): Promise<SheetJs> {
  sheetJs ??= Promise.all([import('@e965/xlsx'), import('@e965/xlsx/dist/cpexcel')]).then(([XLSX, cptable]) => {
    // Excel 95 (BIFF5) stores text in the Windows code page; the ESM build ships without the tables.
    XLSX.set_cptable(cptable);
    return XLSX;
  });
  return sheetJs;
}

/**
 * What an xlsx may unpack to before exceljs reads it whole. A 20,000-row contact sheet is a few
 * MB of XML; the cap leaves room for styles and pictures while bounding the in-memory workbook.
 */
export const workbookLimits = { maxUnpackedBytes: 64 * 1024 * 1024, maxEntries: 2000 };

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Excel dates carry no zone: they are read as UTC and shown as Excel shows them, date first. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getUTCFullYear()}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;
  const time = `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}:${twoDigits(date.getUTCSeconds())}`;
  return time === '00:00:00' ? day : `${day} ${time}`;
}

/** Any cell value of either library as the text the user typed or saw. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value);
  if (typeof value !== 'object') return String(value);
  const cell = value as Record<string, unknown>;
  if (Array.isArray(cell.richText)) return cell.richText.map((run) => cellText(run?.text)).join('');
  if ('formula' in cell || 'sharedFormula' in cell) return cellText(cell.result);
  if ('text' in cell) return cellText(cell.text);
  if ('error' in cell) return cellText(cell.error);
  return '';
}

const hasText = (row: string[]) => row.some((cell) => cell.trim() !== '');

/** xlsx through exceljs, after the zip guard; `maxRows` kept, every row with text counted. */
export async function readXlsxRows(bytes: Buffer, maxRows: number): Promise<ParsedRows> {
  await assertZipWithinLimits(bytes, workbookLimits);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own `Buffer` (an ArrayBuffer); at run time it hands a Node Buffer to JSZip.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE');
  }
  // `worksheets` is in tab order: the first is the one the user sees on opening the file.
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE');
  const rows: string[][] = [];
  let total = 0;
  sheet.eachRow((row) => {
    const width = Math.min(row.cellCount, contactImportMaxColumns);
    const cells = Array.from({ length: width }, (_, index) => cellText(row.getCell(index + 1).value).trim());
    if (!hasText(cells)) return;
    total += 1;
    if (rows.length < maxRows) rows.push(cells);
  });
  return { rows, total };
}

const rowCountOf = (XLSX: SheetJs, range: string | undefined) => {
  if (!range) return 0;
  const { s, e } = XLSX.utils.decode_range(range);
  return e.r - s.r + 1;
};

/**
 * The first sheet of a legacy xls through SheetJS: at most `maxRows` rows parsed (all without it),
 * no formulas or styles read; a file SheetJS cannot open is ERR_UNSUPPORTED_MEDIA_TYPE.
 */
async function firstXlsSheet(bytes: Buffer, maxRows?: number): Promise<{ XLSX: SheetJs; sheet: WorkSheet }> {
  const XLSX = await loadSheetJs();
  let sheet: WorkSheet | undefined;
  try {
    const book = XLSX.read(bytes, {
      type: 'buffer',
      sheets: 0,
      ...(maxRows === undefined ? {} : { sheetRows: maxRows }),
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellNF: false,
      cellStyles: false,
      cellText: false,
      bookVBA: false,
    });
    const name = book.SheetNames[0];
    sheet = name === undefined ? undefined : book.Sheets[name];
  } catch {
    throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE');
  }
  if (!sheet) throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE');
  return { XLSX, sheet };
}

/**
 * Legacy xls through SheetJS: first sheet only, at most `maxRows` rows parsed, no formulas or
 * styles read. Rows past the cut are not parsed, so they are counted from the sheet's range.
 */
export async function readXlsRows(bytes: Buffer, maxRows: number): Promise<ParsedRows> {
  const { XLSX, sheet } = await firstXlsSheet(bytes, maxRows);
  const values = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: false });
  const rows = values
    .map((row) => row.slice(0, contactImportMaxColumns).map((value) => cellText(value).trim()))
    .filter(hasText);
  const beyondCut = sheet['!fullref'] ? rowCountOf(XLSX, sheet['!fullref']) - rowCountOf(XLSX, sheet['!ref']) : 0;
  return { rows, total: rows.length + Math.max(beyondCut, 0) };
}

/**
 * The first sheet of an xlsx, row by row as exceljs's streaming reader unpacks it (after the zip
 * guard): only the shared strings are kept whole, the rows are handed on one at a time.
 */
export async function* streamXlsxRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  await assertZipWithinLimits(bytes, workbookLimits);
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row as { values: unknown[] }).values.slice(1, contactImportMaxColumns + 1);
        const cells = Array.from(values, (value) => cellText(value).trim());
        if (hasText(cells)) yield { number: (row as { number: number }).number, cells };
      }
      // The first tab is the one the user sees on opening the file.
      return;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE', { cause: error });
  }
  throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE');
}

/** A parsed xls sheet's rows with text, in order (the format holds at most 65,536 rows). */
function* xlsSheetRows(XLSX: SheetJs, sheet: WorkSheet): Generator<SheetRow> {
  if (!sheet['!ref']) return;
  const { s, e } = XLSX.utils.decode_range(sheet['!ref']);
  const lastColumn = Math.min(e.c, s.c + contactImportMaxColumns - 1);
  for (let r = s.r; r <= e.r; r += 1) {
    const cells: string[] = [];
    for (let c = s.c; c <= lastColumn; c += 1) cells.push(cellText(sheet[XLSX.utils.encode_cell({ r, c })]?.v).trim());
    if (hasText(cells)) yield { number: r + 1, cells };
  }
}

/**
 * The first sheet of a legacy xls, parsed once: the rows of its range (blank ones included) and
 * its rows with text, row by row.
 */
export async function openXlsRows(bytes: Buffer): Promise<{ total: number; rows: Generator<SheetRow> }> {
  const { XLSX, sheet } = await firstXlsSheet(bytes);
  return { total: rowCountOf(XLSX, sheet['!ref']), rows: xlsSheetRows(XLSX, sheet) };
}
