import { mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AppError, type ErrorCode } from '@chatdesk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MediaStorage } from './media-storage';
import { testMedia } from './test-media';

const rejectsWith = async (promise: Promise<unknown>, code: ErrorCode) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
};

describe('MediaStorage', () => {
  let dataDir: string;
  let storage: MediaStorage;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'chatdesk-media-'));
    storage = new MediaStorage(dataDir);
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const leftovers = async () => {
    const partial = await readdir(path.join(dataDir, 'media', '.partial')).catch(() => []);
    const company = await readdir(path.join(dataDir, 'media', '7')).catch(() => []);
    return [...partial, ...company];
  };

  it('saves under media/{companyId}/ with a random name and the type found in the bytes', async () => {
    const saved = await storage.save(7, testMedia.png, { allowed: ['image'], maxBytes: 1024, fileName: 'invoice.pdf' });
    expect(saved).toEqual({
      relativePath: expect.stringMatching(/^7\/[0-9a-f]{32}\.png$/),
      url: `/public/${saved.relativePath}`,
      mime: 'image/png',
      size: testMedia.png.length,
    });
    expect(await readFile(path.join(dataDir, 'media', saved.relativePath))).toEqual(testMedia.png);

    const again = await storage.save(7, testMedia.png, { allowed: ['image'], maxBytes: 1024 });
    expect(again.relativePath).not.toBe(saved.relativePath);
    expect(await readdir(path.join(dataDir, 'media', '.partial'))).toEqual([]);
  });

  it('accepts a stream and explicit MIME types', async () => {
    const saved = await storage.save(7, Readable.from([testMedia.pdf.subarray(0, 10), testMedia.pdf.subarray(10)]), {
      allowed: ['application/pdf'],
      maxBytes: 1024,
    });
    expect(saved).toMatchObject({ mime: 'application/pdf', size: testMedia.pdf.length });
    expect(saved.relativePath).toMatch(/\.pdf$/);
  });

  it('refuses types that are not allowed, whatever the file is called', async () => {
    await rejectsWith(
      storage.save(7, testMedia.exe, { allowed: ['document'], maxBytes: 1024, fileName: 'a.pdf' }),
      'ERR_UNSUPPORTED_MEDIA_TYPE',
    );
    await rejectsWith(
      storage.save(7, testMedia.png, { allowed: ['audio', 'video'], maxBytes: 1024 }),
      'ERR_UNSUPPORTED_MEDIA_TYPE',
    );
    await rejectsWith(
      storage.save(7, testMedia.svg, { allowed: ['image'], maxBytes: 1024 }),
      'ERR_UNSUPPORTED_MEDIA_TYPE',
    );
    await rejectsWith(
      storage.save(7, testMedia.html, { allowed: ['image'], maxBytes: 1024 }),
      'ERR_UNSUPPORTED_MEDIA_TYPE',
    );
    await rejectsWith(
      storage.save(7, testMedia.binaryWithoutSignature, { allowed: ['document'], maxBytes: 1024 }),
      'ERR_UNSUPPORTED_MEDIA_TYPE',
    );
    await rejectsWith(
      storage.save(7, Buffer.alloc(0), { allowed: ['document'], maxBytes: 1024 }),
      'ERR_UNSUPPORTED_MEDIA_TYPE',
    );
    expect(await leftovers()).toEqual([]);
  });

  it('keeps plain text as an inert .txt or .csv document', async () => {
    const csv = await storage.save(7, testMedia.csv, {
      allowed: ['text/csv'],
      maxBytes: 1024,
      fileName: 'Contatos.CSV',
    });
    expect(csv).toMatchObject({ mime: 'text/csv', relativePath: expect.stringMatching(/\.csv$/) });
    // HTML has no signature: stored as text, so it is served as text/plain and never rendered.
    const html = await storage.save(7, testMedia.html, { allowed: ['document'], maxBytes: 1024, fileName: 'x.html' });
    expect(html).toMatchObject({ mime: 'text/plain', relativePath: expect.stringMatching(/\.txt$/) });
  });

  it('refuses an oversized buffer before writing anything', async () => {
    await rejectsWith(storage.save(7, testMedia.png, { allowed: ['image'], maxBytes: 10 }), 'ERR_PAYLOAD_TOO_LARGE');
    expect(await leftovers()).toEqual([]);
  });

  it('stops reading an oversized stream as soon as the limit is crossed', async () => {
    let chunksRead = 0;
    async function* endless() {
      while (true) {
        chunksRead++;
        yield Buffer.alloc(4096, 0x61);
      }
    }
    await rejectsWith(storage.save(7, endless(), { allowed: ['document'], maxBytes: 10_000 }), 'ERR_PAYLOAD_TOO_LARGE');
    expect(chunksRead).toBeLessThanOrEqual(5);
    expect(await leftovers()).toEqual([]);
  });

  it('resolves only stored-file paths inside the media root', async () => {
    await writeFile(path.join(dataDir, 'secrets.json'), '{"jwtSecret":"TOPSECRET"}');
    const saved = await storage.save(7, testMedia.png, { allowed: ['image'], maxBytes: 1024 });
    const realRoot = await realpath(path.join(dataDir, 'media'));
    expect(await storage.resolve(saved.relativePath)).toBe(path.join(realRoot, saved.relativePath));

    const hex = 'a'.repeat(32);
    const attempts = [
      '../secrets.json',
      `7/../../secrets.json`,
      '/etc/passwd',
      path.join(dataDir, 'secrets.json'),
      `7/${hex}.png\0`,
      `7\\..\\..\\secrets.json`,
      `7/${hex}.png/..`,
      `.partial/${hex}.partial`,
      `7/${hex}.png`, // well-formed but absent
      '',
    ];
    for (const attempt of attempts) await rejectsWith(storage.resolve(attempt), 'ERR_NOT_FOUND');
  });

  it('refuses a symlink that escapes the media root, and never deletes its target', async () => {
    const secrets = path.join(dataDir, 'secrets.json');
    await writeFile(secrets, '{"jwtSecret":"TOPSECRET"}');
    await mkdir(path.join(dataDir, 'media', '7'), { recursive: true });
    const planted = `7/${'b'.repeat(32)}.json`;
    await symlink(secrets, path.join(dataDir, 'media', planted));

    await rejectsWith(storage.resolve(planted), 'ERR_NOT_FOUND');
    await rejectsWith(storage.remove(planted), 'ERR_NOT_FOUND');
    expect(await readFile(secrets, 'utf8')).toContain('TOPSECRET');
  });

  it('removes a stored file once; a second removal reports it gone', async () => {
    const saved = await storage.save(7, testMedia.pdf, { allowed: ['document'], maxBytes: 1024 });
    expect(await storage.remove(saved.relativePath)).toBe(true);
    expect(await storage.remove(saved.relativePath)).toBe(false);
    await rejectsWith(storage.remove('../secrets.json'), 'ERR_NOT_FOUND');
  });

  it('sweeps only partial uploads older than the threshold', async () => {
    const partialDir = path.join(dataDir, 'media', '.partial');
    await mkdir(partialDir, { recursive: true });
    const old = path.join(partialDir, `${'c'.repeat(32)}.partial`);
    const fresh = path.join(partialDir, `${'d'.repeat(32)}.partial`);
    const unrelated = path.join(partialDir, 'keep-me.txt');
    for (const file of [old, fresh, unrelated]) await writeFile(file, 'x');
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000);
    for (const file of [old, unrelated]) await utimes(file, threeHoursAgo, threeHoursAgo);

    expect(await storage.sweepPartialUploads(2 * 3_600_000)).toBe(1);
    expect((await readdir(partialDir)).sort()).toEqual([path.basename(fresh), 'keep-me.txt'].sort());
  });
});
