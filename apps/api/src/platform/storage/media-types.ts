import { open } from 'node:fs/promises';
import { AppError } from '@chatdesk/contracts';
import { fileTypeFromFile } from 'file-type';

export type MediaKind = 'image' | 'audio' | 'video' | 'document';
/** Kinds, or exact MIME types (`application/pdf`, `text/csv`). */
export type AllowedMedia = readonly (MediaKind | `${string}/${string}`)[];

export interface MediaType {
  mime: string;
  ext: string;
}

// Documents an attendant would send or a company would import. Executables, XML and HTML are
// not documents here: anything a browser could run stays out unless a caller lists it explicitly.
const documentMimes = new Set([
  'application/pdf',
  'application/rtf',
  'application/x-cfb', // legacy .doc/.xls/.ppt share this container
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/epub+zip',
  'application/zip',
  'application/x-rar-compressed',
  'application/x-7z-compressed',
  'application/gzip',
]);

const baseMime = (mime: string) => (mime.split(';')[0] ?? '').trim().toLowerCase();

function isAllowed(mime: string, allowed: AllowedMedia): boolean {
  const base = baseMime(mime);
  return allowed.some((entry) => {
    if (entry === 'image') return base.startsWith('image/') && base !== 'image/svg+xml';
    if (entry === 'audio') return base.startsWith('audio/');
    if (entry === 'video') return base.startsWith('video/');
    if (entry === 'document') return documentMimes.has(base);
    return baseMime(entry) === base;
  });
}

/**
 * The type comes from the bytes (file-type). Plain text has no signature, so it is accepted
 * when documents or the text MIME type are allowed and the bytes hold no control characters;
 * the original name only chooses `.csv` over `.txt`, never whether the file is accepted.
 */
export async function detectMediaType(
  filePath: string,
  options: { allowed: AllowedMedia; fileName?: string },
): Promise<MediaType> {
  const detected = await fileTypeFromFile(filePath);
  if (detected) {
    if (!isAllowed(detected.mime, options.allowed)) throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE');
    return { mime: detected.mime, ext: safeExtension(detected.ext) };
  }
  const text: MediaType = /\.csv$/i.test(options.fileName ?? '')
    ? { mime: 'text/csv', ext: 'csv' }
    : { mime: 'text/plain', ext: 'txt' };
  const textAllowed =
    options.allowed.includes('document') || options.allowed.includes(text.mime as AllowedMedia[number]);
  if (textAllowed && (await isPlainText(filePath))) return text;
  throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE');
}

// file-type reports a few compound or upper-case extensions (`tar.gz`, `Z`).
function safeExtension(ext: string): string {
  const last = ext.toLowerCase().split('.').pop() ?? '';
  return /^[a-z0-9]{1,8}$/.test(last) ? last : 'bin';
}

/** Non-empty and free of C0 controls other than tab, line feed, form feed and carriage return. */
async function isPlainText(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    let total = 0;
    for await (const chunk of handle.createReadStream({ highWaterMark: 64 * 1024 }) as AsyncIterable<Buffer>) {
      total += chunk.length;
      for (const byte of chunk) {
        if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) || byte === 0x7f) {
          return false;
        }
      }
    }
    return total > 0;
  } finally {
    await handle.close();
  }
}
