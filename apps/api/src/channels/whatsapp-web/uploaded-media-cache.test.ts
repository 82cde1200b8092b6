import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baileys } from './baileys-lib';
import { UploadedMediaCache } from './uploaded-media-cache';

describe("the sessions' uploaded media cache", () => {
  it('makes Baileys upload a file sent again by its path once, and another file again', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'media-cache-'));
    const [offer, other] = [path.join(dir, 'oferta.pdf'), path.join(dir, 'outro.pdf')];
    await writeFile(offer, 'a campaign attachment');
    await writeFile(other, 'another file');
    const uploads: string[] = [];
    const options = {
      mediaCache: new UploadedMediaCache(),
      upload: async (_file: unknown, info: { mediaType: string }) => {
        uploads.push(info.mediaType);
        return { mediaUrl: `https://mmg.example/${uploads.length}`, directPath: `/v/${uploads.length}` };
      },
    };
    const send = (file: string) =>
      baileys().prepareWAMessageMedia({ document: { url: file }, mimetype: 'application/pdf' }, options);
    const first = await send(offer);
    const second = await send(offer);
    await send(other);
    expect(uploads).toEqual(['document', 'document']);
    expect(second.documentMessage?.url).toBe(first.documentMessage?.url);
  });

  it('forgets the oldest entry past its limit and an entry past its age', () => {
    let now = 0;
    const cache = new UploadedMediaCache(2, 1000, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    now = 1001;
    expect(cache.get('b')).toBeUndefined();
  });
});
