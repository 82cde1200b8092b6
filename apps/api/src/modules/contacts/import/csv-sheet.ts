/**
 * Delimited text (csv, txt) as rows of cells. Spreadsheet programs in Brazil save CSV with ';'
 * and Windows-1252 text, so the delimiter is sniffed from the first line and bytes that are not
 * UTF-8 are read as Windows-1252. Quoting follows RFC 4180 (doubled quotes, line breaks inside
 * quotes). `maxRows` stops the parse early: a huge file costs what is kept, not what it holds.
 */

const delimiters = [';', ',', '\t', '|'] as const;

export function decodeText(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** The candidate found most often outside quotes on the first line; ',' when none is there. */
export function sniffDelimiter(text: string): string {
  const counts = new Map<string, number>(delimiters.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  let bestCount = 0;
  for (const [delimiter, count] of counts) {
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

export interface ParsedRows {
  rows: string[][];
  /** Rows in the text, counting those past `maxRows`. */
  total: number;
}

/** A non-blank record of a sheet and its place in the file (1 = the first record, as a spreadsheet counts). */
export interface SheetRow {
  number: number;
  cells: string[];
}

/**
 * Every non-blank record in order, cells trimmed, read as it is asked for: a consumer that
 * stops early (or writes each batch before asking for more) never holds more than one row.
 */
export function* delimitedRows(text: string): Generator<SheetRow> {
  const delimiter = sniffDelimiter(text);
  let number = 0;
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = (): SheetRow | null => {
    row.push(cell);
    const ended = row;
    cell = '';
    row = [];
    number += 1;
    return ended.some((value) => value.trim() !== '') ? { number, cells: ended.map((value) => value.trim()) } : null;
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      const ended = endRow();
      if (ended) yield ended;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    const ended = endRow();
    if (ended) yield ended;
  }
}

/** Every non-blank record, cells trimmed; at most `maxRows` kept, all counted. */
export function parseDelimited(text: string, maxRows: number): ParsedRows {
  const rows: string[][] = [];
  let total = 0;
  for (const row of delimitedRows(text)) {
    total += 1;
    if (rows.length < maxRows) rows.push(row.cells);
  }
  return { rows, total };
}
