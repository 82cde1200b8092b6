import { createInflateRaw } from 'node:zlib';
import { AppError } from '@chatdesk/contracts';

/**
 * An xlsx is a zip, and a 10 MB zip can unpack to gigabytes. Before the spreadsheet library
 * unpacks anything, this walks the central directory (the same index JSZip, inside exceljs,
 * reads) and inflates every entry as a stream, counting the bytes that actually come out and
 * stopping past the cap: declared sizes can lie, inflated bytes cannot. Memory stays at one chunk.
 */

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
const stored = 0;
const deflated = 8;

export interface ZipLimits {
  /** Bytes all entries may unpack to together. */
  maxUnpackedBytes: number;
  maxEntries: number;
}

const unreadable = () => new AppError('ERR_UNSUPPORTED_MEDIA_TYPE');
const tooLarge = () => new AppError('ERR_PAYLOAD_TOO_LARGE');

/** The end-of-directory record sits in the last 22 bytes plus a comment of at most 64 KiB. */
function findEndOfDirectory(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) === endOfDirectorySignature) return at;
  }
  throw unreadable();
}

export interface ZipEntry {
  name: string;
  method: number;
  data: Buffer;
}

/** The entries of a zip held in memory, from its central directory; a broken zip is ERR_UNSUPPORTED_MEDIA_TYPE. */
export function* zipEntries(bytes: Buffer, maxEntries: number): Generator<ZipEntry> {
  const end = findEndOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  // ZIP64 marks its counts and offsets with all-ones; no sheet within the upload limit needs it.
  if (count === 0xffff || at === 0xffffffff) throw unreadable();
  if (count > maxEntries) throw tooLarge();
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== directoryEntrySignature) throw unreadable();
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + bytes.readUInt16LE(at + 28));
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== localHeaderSignature) throw unreadable();
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + compressedSize > bytes.length) throw unreadable();
    yield { name, method, data: bytes.subarray(start, start + compressedSize) };
  }
}

/** What `entry` unpacks to, chunk by chunk as it is inflated; only stored and deflated entries are read. */
export async function* unpackedChunks(entry: ZipEntry): AsyncGenerator<Buffer> {
  if (entry.method === stored) {
    yield entry.data;
    return;
  }
  if (entry.method !== deflated) throw unreadable();
  const inflater = createInflateRaw();
  inflater.end(entry.data);
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) yield chunk;
  } catch {
    throw unreadable();
  } finally {
    inflater.destroy();
  }
}

/** Throws 413 ERR_PAYLOAD_TOO_LARGE past the limits, 415 ERR_UNSUPPORTED_MEDIA_TYPE for a broken zip. */
export async function assertZipWithinLimits(bytes: Buffer, limits: ZipLimits): Promise<void> {
  let unpacked = 0;
  for (const entry of zipEntries(bytes, limits.maxEntries)) {
    for await (const chunk of unpackedChunks(entry)) {
      unpacked += chunk.length;
      if (unpacked > limits.maxUnpackedBytes) throw tooLarge();
    }
  }
}
