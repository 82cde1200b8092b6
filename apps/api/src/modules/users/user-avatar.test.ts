import { access } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, companyWithStaff, multipart } from '../../../test/clients';
import { createTestContext, type TestContext } from '../../../test/harness';
import { testMedia } from '../../platform/storage/test-media';

describe('POST /api/users/{id}/media-upload', () => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof companyWithStaff>>;
  let other: Awaited<ReturnType<typeof companyWithStaff>>;

  const upload = (as: Client, userId: number, file = { filename: 'me.png', type: 'image/png', data: testMedia.png }) =>
    as({
      method: 'POST',
      url: `/api/users/${userId}/media-upload`,
      ...multipart([
        { name: 'userId', value: String(userId) },
        { name: 'typeArch', value: 'user' },
        { name: 'profileImage', value: file },
      ]),
    });
  const storedFile = (url: string) => path.join(ctx.storage.root, url.replace(/^\/public\//, ''));
  const exists = (file: string) =>
    access(file).then(
      () => true,
      () => false,
    );

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await companyWithStaff(ctx);
    other = await companyWithStaff(ctx);
  });
  afterAll(() => ctx.close());

  it('stores a PNG for oneself and answers the user with its /public URL', async () => {
    const response = await upload(staff.asUser, staff.user.id);
    expect(response.statusCode).toBe(200);
    const { profileImage } = response.json().user;
    expect(profileImage).toMatch(new RegExp(`^/public/${staff.company.id}/[0-9a-f]{32}\\.png$`));
    const served = await ctx.app.inject({ method: 'GET', url: profileImage });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(testMedia.png)).toBe(true);
    const me = await staff.asUser({ method: 'GET', url: `/api/users/${staff.user.id}` });
    expect(me.json().profileImage).toBe(profileImage);
  });

  it('replaces the previous file, which is deleted', async () => {
    const first = (await upload(staff.asUser, staff.user.id)).json().user.profileImage;
    const second = (await upload(staff.asUser, staff.user.id)).json().user.profileImage;
    expect(second).not.toBe(first);
    expect(await exists(storedFile(first))).toBe(false);
    expect(await exists(storedFile(second))).toBe(true);
  });

  it('lets an admin set another user’s avatar', async () => {
    expect((await upload(staff.asAdmin, staff.user.id)).statusCode).toBe(200);
  });

  it('refuses a text file named .png (415 ERR_UNSUPPORTED_MEDIA_TYPE): the type comes from the bytes', async () => {
    const response = await upload(staff.asUser, staff.user.id, {
      filename: 'me.png',
      type: 'image/png',
      data: Buffer.from('just some text, not an image\n'),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: 'ERR_UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses an SVG (scripts would run from /public)', async () => {
    const response = await upload(staff.asUser, staff.user.id, {
      filename: 'me.svg',
      type: 'image/svg+xml',
      data: testMedia.svg,
    });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a file over 5 MB (413 ERR_PAYLOAD_TOO_LARGE)', async () => {
    const big = Buffer.concat([testMedia.png, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(staff.asUser, staff.user.id, { filename: 'big.png', type: 'image/png', data: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'ERR_PAYLOAD_TOO_LARGE' });
  });

  it('answers 400 naming profileImage when the file is under another field', async () => {
    const response = await staff.asUser({
      method: 'POST',
      url: `/api/users/${staff.user.id}/media-upload`,
      ...multipart([{ name: 'avatar', value: { filename: 'me.png', type: 'image/png', data: testMedia.png } }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'body.profileImage', message: 'Required' }]);
  });

  it('refuses a plain user setting someone else’s avatar (403)', async () => {
    const response = await upload(staff.asUser, staff.admin.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
  });

  it('answers another company’s user as missing (404 ERR_NO_USER_FOUND)', async () => {
    const response = await upload(staff.asAdmin, other.user.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'ERR_NO_USER_FOUND' });
    const untouched = await other.asAdmin({ method: 'GET', url: `/api/users/${other.user.id}` });
    expect(untouched.json().profileImage).toBeNull();
  });
});
