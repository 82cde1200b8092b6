import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { testMedia } from '../../platform/storage/test-media';
import { multipart, platformWithTenants } from '../companies/admin.test-support';

// A one-image ICO whose entry holds the PNG fixture: what browsers accept as a favicon.
const ico = Buffer.concat([
  Buffer.from([0, 0, 1, 0, 1, 0]),
  Buffer.from([1, 1, 0, 0, 1, 0, 32, 0]),
  Buffer.from(new Uint32Array([testMedia.png.length, 22]).buffer),
  testMedia.png,
]);

describe('POST /settings-whitelabel/logo', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof platformWithTenants>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await platformWithTenants(ctx);
  });
  afterAll(() => ctx.close());

  const upload = (
    mode: string | null,
    file: { filename: string; type: string; data: Buffer } | null,
    client = world.asSuper,
  ) =>
    client({
      method: 'POST',
      url: '/api/settings-whitelabel/logo',
      ...multipart([
        ...(file ? [{ name: 'file', value: file }] : []),
        { name: 'typeArch', value: 'logo' },
        ...(mode === null ? [] : [{ name: 'mode', value: mode }]),
      ]),
    });
  const png = { filename: 'logo.png', type: 'image/png', data: testMedia.png };

  it('stores the image, points the setting at it and serves it publicly', async () => {
    const response = await upload('Light', png);
    expect(response.statusCode).toBe(200);
    const logo = response.json();
    expect(logo).toMatchObject({ key: 'appLogoLight', url: expect.stringMatching(/^\/public\/1\/[0-9a-f]{32}\.png$/) });
    expect(logo.url).toBe(`/public/${logo.name}`);

    const setting = await world.anonymous({ method: 'GET', url: '/api/public-settings/appLogoLight' });
    expect(setting.json().value).toBe(logo.url);
    const served = await world.anonymous({ method: 'GET', url: logo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('replaces the previous file of the same mode', async () => {
    const first = (await upload('Dark', png)).json();
    const second = (await upload('Dark', png)).json();
    expect(second.url).not.toBe(first.url);
    expect((await world.anonymous({ method: 'GET', url: first.url })).statusCode).toBe(404);
    expect((await world.anonymous({ method: 'GET', url: second.url })).statusCode).toBe(200);
  });

  it('accepts an .ico favicon', async () => {
    const response = await upload('Favicon', { filename: 'favicon.ico', type: 'image/x-icon', data: ico });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ key: 'appLogoFavicon', url: expect.stringMatching(/\.ico$/) });
  });

  it('refuses SVG and other non-images by their bytes, whatever the name says', async () => {
    const svg = await upload('Light', { filename: 'logo.png', type: 'image/png', data: testMedia.svg });
    expect(svg.statusCode).toBe(415);
    const pdf = await upload('Light', { filename: 'logo.png', type: 'image/png', data: testMedia.pdf });
    expect(pdf.statusCode).toBe(415);
  });

  it('refuses a missing or unknown mode, a missing file and a file over 2 MB', async () => {
    expect((await upload(null, png)).statusCode).toBe(400);
    expect((await upload('Sepia', png)).statusCode).toBe(400);
    expect((await upload('Light', null)).statusCode).toBe(400);
    const big = Buffer.concat([testMedia.png, Buffer.alloc(2 * 1024 * 1024 + 1)]);
    const tooLarge = await upload('Light', { filename: 'big.png', type: 'image/png', data: big });
    expect(tooLarge.statusCode).toBe(413);
  });

  it('is the super user’s only', async () => {
    expect((await upload('Light', png, world.acme.asAdmin)).statusCode).toBe(403);
    expect((await upload('Light', png, world.anonymous)).statusCode).toBe(401);
  });
});
