import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZipWriter } from './zip-writer';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const mainNs = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationshipsNs = 'http://schemas.openxmlformats.org/package/2006/relationships';
const officeRelationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const contentTypes = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** The fixed parts of a one-sheet workbook: package types, relationships, one default style. */
const packageParts = (sheetName: string): [string, string][] => [
  [
    '[Content_Types].xml',
    `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/xl/workbook.xml" ContentType="${contentTypes}.sheet.main+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${contentTypes}.worksheet+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="${contentTypes}.styles+xml"/></Types>`,
  ],
  [
    '_rels/.rels',
    `${xmlHead}<Relationships xmlns="${relationshipsNs}"><Relationship Id="rId1" ` +
      `Type="${officeRelationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `${xmlHead}<workbook xmlns="${mainNs}" xmlns:r="${officeRelationships}"><sheets>` +
      `<sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${xmlHead}<Relationships xmlns="${relationshipsNs}">` +
      `<Relationship Id="rId1" Type="${officeRelationships}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${officeRelationships}/styles" Target="styles.xml"/></Relationships>`,
  ],
  [
    'xl/styles.xml',
    `${xmlHead}<styleSheet xmlns="${mainNs}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>` +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
  ],
];

/** Excel's limit on a cell's text. */
const maxCellText = 32_767;
// Characters XML 1.0 cannot carry at all (C0 controls but tab and line breaks, lone surrogates, U+FFFE/F).
const notXml =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching those control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the quick test for the characters above.
const needsEscape = /[&<>"\u0000-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
const edgeSpace = /^\s|\s$/;

function escapeXml(text: string): string {
  if (!needsEscape.test(text)) return text;
  return text
    .replace(notXml, '')
    .replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Column letters, computed once per column. */
const columnNames: string[] = [];
const columnAt = (index: number): string => {
  columnNames[index] ??= columnName(index);
  return columnNames[index];
};

function cellXml(value: unknown, ref: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = escapeXml((value instanceof Date ? value.toISOString() : String(value)).slice(0, maxCellText));
  const space = edgeSpace.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

const pieceLength = 32_768;

function rowXml(values: readonly unknown[], rowNumber: number): string {
  let xml = `<row r="${rowNumber}">`;
  for (let column = 0; column < values.length; column++) {
    xml += cellXml(values[column], `${columnAt(column)}${rowNumber}`);
  }
  return `${xml}</row>`;
}

/**
 * Writes a one-sheet xlsx into `out` as pages arrive. Each row becomes its XML at once (numbers as
 * numbers, text inline, so there is no shared-string table to keep until the end) and is deflated
 * into the zip straight away; the next row waits while the client is behind, so memory holds about
 * one page whatever the size. Stops early when the client goes away.
 */
export async function writeStreamedSheet(
  out: Writable,
  sheet: { name: string; header: readonly string[] },
  pages: AsyncIterable<readonly unknown[][]>,
): Promise<void> {
  const zip = new ZipWriter(out);
  for (const [name, content] of packageParts(sheet.name.slice(0, 31))) await zip.addStored(name, content);
  await zip.addDeflated('xl/worksheets/sheet1.xml', async (write) => {
    // Rows go to the deflater in pieces of about 32 KiB: few, short-lived objects per piece.
    let piece = `${xmlHead}<worksheet xmlns="${mainNs}"><sheetData>${rowXml(sheet.header, 1)}`;
    let rowNumber = 1;
    for await (const page of pages) {
      for (const line of page) {
        rowNumber += 1;
        piece += rowXml(line, rowNumber);
        if (piece.length >= pieceLength) {
          await write(piece);
          piece = '';
        }
      }
      if (!zip.open) return;
    }
    await write(`${piece}</sheetData></worksheet>`);
  });
  if (zip.open) await zip.finish();
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
