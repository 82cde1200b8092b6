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

/** Every non-blank record, cells trimmed; at most `maxRows` kept, all counted. */
export function parseDelimited(text: string, maxRows: number): ParsedRows {
  const delimiter = sniffDelimiter(text);
  const rows: string[][] = [];
  let total = 0;
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    cell = '';
    if (row.some((value) => value.trim() !== '')) {
      total += 1;
      if (rows.length < maxRows) rows.push(row.map((value) => value.trim()));
    }
    row = [];
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
      endRow();
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) endRow();
  return { rows, total };
}
