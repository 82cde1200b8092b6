import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, withGzip } from './json-bytes';

describe('acceptsGzip', () => {
  const taking = ['gzip, deflate, br, zstd', 'br;q=1.0, GZIP;q=0.5', 'x-gzip', '*', 'br, *;q=0.1'];
  const refusing = [undefined, '', 'identity', 'deflate, br', 'gzip;q=0', 'gzip; q=0.000, *', '*;q=0'];

  it.each(taking)('takes gzip from %j (named or through *, weighted above 0)', (header) => {
    expect(acceptsGzip(header)).toBe(true);
  });

  it.each(refusing)('refuses gzip from %j (not named, weighted 0, or refused by name before *)', (header) => {
    expect(acceptsGzip(header)).toBe(false);
  });
});

describe('withGzip', () => {
  it('keeps a gzip copy of an answer worth compressing, which inflates to the same bytes', async () => {
    const raw = Buffer.from(
      JSON.stringify({
        tickets: Array.from({ length: 40 }, (_, id) => ({
          id,
          name: 'Ana Beatriz Souza',
          lastMessage: 'Bom dia, meu pedido atrasou',
        })),
      }),
    );
    const bytes = await withGzip(raw);
    expect(bytes.raw).toBe(raw);
    expect(bytes.gzip?.length).toBeLessThan(raw.length / 3);
    expect(gunzipSync(bytes.gzip as Buffer).equals(raw)).toBe(true);
  });

  it('sends a small answer as it is', async () => {
    expect((await withGzip(Buffer.from('{"tickets":[],"hasMore":false,"count":0}'))).gzip).toBeNull();
  });
});
