import type { Writable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/** Resolves once `out` wants more bytes, or is gone (the client hung up). */
export function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

interface CentralEntry {
  name: Buffer;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const utf8Names = 0x0800;
const sizesAfterData = 0x0008;
const stored = 0;
const deflated = 8;
/** 1980-01-01 00:00, the first instant a zip's MS-DOS time can hold: the parts carry no meaningful time. */
const dosDate = (0 << 9) | (1 << 5) | 1;
const maxZip32 = 0xffffffff;

/** The fields a part's local and central headers share, from "version needed" to the name's length. */
function writeEntryFields(header: Buffer, at: number, entry: CentralEntry): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(entry.flags, at + 2);
  header.writeUInt16LE(entry.method, at + 4);
  header.writeUInt16LE(0, at + 6);
  header.writeUInt16LE(dosDate, at + 8);
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(entry.compressedSize, at + 14);
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(entry.name.length, at + 22);
}

/**
 * A zip archive written front to back into `out` (PKWARE APPNOTE 6.3, no zip64): small parts are
 * stored whole; one large part at a time is deflated as it is written, its CRC and sizes following
 * it in a data descriptor. Nothing is kept but the central directory's few bytes per part, and
 * every write waits while `out` is full, so memory stays flat whatever the archive's size.
 */
export class ZipWriter {
  private offset = 0;
  private readonly entries: CentralEntry[] = [];

  constructor(private readonly out: Writable) {}

  /** False once the reader has gone: writers should stop producing. */
  get open(): boolean {
    return !this.out.destroyed;
  }

  /** A part given whole, stored uncompressed. */
  async addStored(name: string, content: string): Promise<void> {
    const data = Buffer.from(content, 'utf8');
    const entry = this.entry(name, 0, stored, crc32(data), data.length, data.length);
    await this.emit(this.localHeader(entry));
    await this.emit(data);
  }

  /**
   * A part produced piece by piece: `produce` calls `write` for each piece (awaiting it, which
   * waits while the reader is behind), and the part is deflated as it goes.
   */
  async addDeflated(name: string, produce: (write: (text: string) => Promise<void>) => Promise<void>): Promise<void> {
    const entry = this.entry(name, sizesAfterData, deflated, 0, 0, 0);
    await this.emit(this.localHeader(entry));
    const deflate = createDeflateRaw();
    deflate.on('data', (chunk: Buffer) => {
      entry.compressedSize += chunk.length;
      if (this.open && !this.out.write(chunk)) deflate.pause();
    });
    // Paused while the reader is behind; flowing again once it catches up or goes away.
    const resume = () => deflate.resume();
    this.out.on('drain', resume);
    this.out.on('close', resume);
    const ended = new Promise<void>((resolve, reject) => {
      deflate.once('end', resolve);
      deflate.once('error', reject);
    });
    try {
      await produce(async (text) => {
        if (!this.open) return;
        const piece = Buffer.from(text, 'utf8');
        entry.crc = crc32(piece, entry.crc);
        entry.size += piece.length;
        if (entry.size > maxZip32) throw new Error('a zip part over 4 GiB needs zip64');
        // The deflater pauses while `out` is full, so its own backpressure is the reader's.
        if (!deflate.write(piece)) await new Promise<void>((resolve) => deflate.once('drain', resolve));
      });
      deflate.end();
      await ended;
    } finally {
      this.out.off('drain', resume);
      this.out.off('close', resume);
      deflate.destroy();
    }
    this.offset += entry.compressedSize;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressedSize, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.emit(descriptor);
  }

  /** The central directory and its end record; `out` is ended. */
  async finish(): Promise<void> {
    const directoryStart = this.offset;
    for (const entry of this.entries) await this.emit(this.centralHeader(entry));
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - directoryStart, 12);
    end.writeUInt32LE(directoryStart, 16);
    await this.emit(end);
    this.out.end();
  }

  private entry(name: string, flags: number, method: number, crc: number, compressedSize: number, size: number) {
    const entry: CentralEntry = {
      name: Buffer.from(name, 'utf8'),
      flags: flags | utf8Names,
      method,
      crc,
      compressedSize,
      size,
      offset: this.offset,
    };
    this.entries.push(entry);
    return entry;
  }

  private localHeader(entry: CentralEntry): Buffer {
    const header = Buffer.alloc(30 + entry.name.length);
    header.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(header, 4, entry);
    entry.name.copy(header, 30);
    return header;
  }

  private centralHeader(entry: CentralEntry): Buffer {
    const header = Buffer.alloc(46 + entry.name.length);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    writeEntryFields(header, 6, entry);
    header.writeUInt32LE(entry.offset, 42);
    entry.name.copy(header, 46);
    return header;
  }

  private async emit(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    if (!this.open) return;
    this.out.write(bytes);
    await drained(this.out);
  }
}
