import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { lstat, mkdir, readdir, realpath, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@chatdesk/contracts';
import { type AllowedMedia, detectMediaType } from './media-types';

export type MediaSource = Buffer | AsyncIterable<Uint8Array>;

export interface SaveMediaOptions {
  allowed: AllowedMedia;
  maxBytes: number;
  /** The uploader's file name: only picks `.csv` over `.txt` for plain text (see detectMediaType). */
  fileName?: string;
}

export interface SavedMedia {
  /** `{companyId}/{32 hex}.{ext}`: what rows store. */
  relativePath: string;
  /** `/public/{relativePath}`, served by registerMediaRoutes. */
  url: string;
  mime: string;
  size: number;
}

export const publicMediaPrefix = '/public/';
/** The only shape a stored file has; anything else is refused before touching the disk. */
export const relativeMediaPathPattern = /^[1-9]\d{0,9}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;
const partialNamePattern = /^[0-9a-f]{32}\.partial$/;

export const mediaRootOf = (dataDir: string) => path.resolve(dataDir, 'media');
const randomName = () => randomBytes(16).toString('hex');

/**
 * Company media under DATA_DIR/media/{companyId}/ with unguessable names (the URL is the only
 * access control of /public). Bytes land in `.partial/` first and are renamed into place once
 * size and type are verified, so a served file is always complete and accepted.
 */
export class MediaStorage {
  readonly root: string;
  readonly #partialDir: string;

  constructor(dataDir: string) {
    this.root = mediaRootOf(dataDir);
    // Inside the root so the final rename never crosses file systems; never served (see media-routes).
    this.#partialDir = path.join(this.root, '.partial');
  }

  async save(companyId: number, source: MediaSource, options: SaveMediaOptions): Promise<SavedMedia> {
    if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`Invalid company id ${companyId}`);
    if (!Number.isSafeInteger(options.maxBytes) || options.maxBytes <= 0) throw new Error('maxBytes must be positive');
    if (Buffer.isBuffer(source) && source.length > options.maxBytes) throw new AppError('ERR_PAYLOAD_TOO_LARGE');

    await mkdir(this.#partialDir, { recursive: true });
    const partialPath = path.join(this.#partialDir, `${randomName()}.partial`);
    try {
      const size = await writeWithLimit(source, partialPath, options.maxBytes);
      const type = await detectMediaType(partialPath, options);
      const relativePath = `${companyId}/${randomName()}.${type.ext}`;
      await mkdir(path.join(this.root, String(companyId)), { recursive: true });
      await rename(partialPath, path.join(this.root, relativePath));
      return { relativePath, url: `${publicMediaPrefix}${relativePath}`, mime: type.mime, size };
    } finally {
      await rm(partialPath, { force: true }); // a no-op once renamed
    }
  }

  /**
   * The absolute path of a stored file. Refuses (ERR_NOT_FOUND) any other shape — `..`,
   * absolute paths, NUL, backslashes — and a file whose real path (symlinks followed) leaves the root.
   */
  async resolve(relativePath: string): Promise<string> {
    const candidate = this.#candidate(relativePath);
    let real: string;
    try {
      real = await realpath(candidate);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new AppError('ERR_NOT_FOUND');
      throw error;
    }
    const realRoot = await realpath(this.root);
    if (!real.startsWith(realRoot + path.sep)) throw new AppError('ERR_NOT_FOUND');
    return real;
  }

  /** Deletes a stored file; false when it was already gone (removal is retried by jobs). */
  async remove(relativePath: string): Promise<boolean> {
    const candidate = this.#candidate(relativePath);
    try {
      await lstat(candidate);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    await this.resolve(relativePath);
    await rm(candidate);
    return true;
  }

  /** Deletes uploads abandoned mid-write (a crash between write and rename). Returns how many. */
  async sweepPartialUploads(olderThanMs: number): Promise<number> {
    const entries = await readdir(this.#partialDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    let removed = 0;
    for (const name of entries) {
      if (!partialNamePattern.test(name)) continue;
      const file = path.join(this.#partialDir, name);
      const stats = await lstat(file).catch(() => null);
      if (stats?.isFile() && Date.now() - stats.mtimeMs > olderThanMs) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  #candidate(relativePath: string): string {
    if (typeof relativePath !== 'string' || !relativeMediaPathPattern.test(relativePath)) {
      throw new AppError('ERR_NOT_FOUND');
    }
    return path.join(this.root, relativePath);
  }
}

/** Streams to disk, counting bytes; crossing the limit aborts the pipeline, which stops reading the source. */
async function writeWithLimit(source: MediaSource, target: string, maxBytes: number): Promise<number> {
  let size = 0;
  await pipeline(
    Readable.from(Buffer.isBuffer(source) ? [source] : source),
    async function* limit(chunks: AsyncIterable<Uint8Array>) {
      for await (const chunk of chunks) {
        size += chunk.length;
        if (size > maxBytes) throw new AppError('ERR_PAYLOAD_TOO_LARGE');
        yield chunk;
      }
    },
    createWriteStream(target, { flags: 'wx', mode: 0o640 }),
  );
  return size;
}
