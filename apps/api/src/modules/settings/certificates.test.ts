import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { readEfiFixture } from '../../billing/providers/efi/test-support/efi-fixtures';
import { platformCertificates } from '../../db/schema';
import { type Client, multipart, platformWithTenants } from '../companies/admin.test-support';
import { readPlatformCertificate } from './platform-certificates';

describe('the Pix certificate (POST /settings/cert-upload, GET /settings/certificates/:ref)', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof platformWithTenants>>;
  const clientP12 = readEfiFixture('clientP12');

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await platformWithTenants(ctx);
  });
  afterAll(() => ctx.close());

  const upload = (query: string, file: { filename: string; data: Buffer } | null, client: Client = world.asSuper) =>
    client({
      method: 'POST',
      url: `/api/settings/cert-upload${query}`,
      ...multipart(
        file ? [{ name: 'file', value: { ...file, type: 'application/x-pkcs12' } }] : [{ name: 'note', value: 'x' }],
      ),
    });
  const status = (ref: string, client: Client = world.asSuper) =>
    client({ method: 'GET', url: `/api/settings/certificates/${ref}` });
  const storedRow = async () =>
    (
      await ctx.db.system.transaction((tx) =>
        tx.select().from(platformCertificates).where(eq(platformCertificates.ref, 'efi')),
      )
    )[0];
  const issueMessages = (response: Awaited<ReturnType<typeof upload>>) =>
    (response.json().issues as { message: string }[]).map((issue) => issue.message);

  it('has no certificate before the first upload', async () => {
    const response = await status('efi');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ref: 'efi', uploadedAt: null, validUntil: null });
  });

  it('refuses a missing or unknown destination', async () => {
    for (const query of ['', '?ref=stripe']) {
      const response = await upload(query, { filename: 'efi.p12', data: clientP12 });
      expect(response.statusCode).toBe(400);
      expect(issueMessages(response)).toContain('Escolha um destino!');
    }
  });

  it('refuses a missing file and a name not ending .p12', async () => {
    const missing = await upload('?ref=efi', null);
    expect(missing.statusCode).toBe(400);
    expect(issueMessages(missing)).toEqual(['Escolha um arquivo!']);
    const pem = await upload('?ref=efi', { filename: 'efi.pem', data: clientP12 });
    expect(pem.statusCode).toBe(400);
    expect(issueMessages(pem)).toEqual(['Use somente arquivos em formato p12!']);
  });

  it('refuses what is not a PKCS#12 loadable without password, and a file over 64 KB', async () => {
    const garbage = await upload('?ref=efi', { filename: 'efi.p12', data: Buffer.from('not a certificate') });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error).toBe('ERR_CERTIFICATE_INVALID');
    const withPassword = await upload('?ref=efi', {
      filename: 'efi.p12',
      data: readEfiFixture('clientP12WithPassword'),
    });
    expect(withPassword.json().error).toBe('ERR_CERTIFICATE_INVALID');
    const big = await upload('?ref=efi', { filename: 'efi.p12', data: Buffer.alloc(64 * 1024 + 1) });
    expect(big.statusCode).toBe(413);
    expect(await storedRow()).toBeUndefined();
  });

  it('is the super user’s only', async () => {
    expect((await upload('?ref=efi', { filename: 'efi.p12', data: clientP12 }, world.acme.asAdmin)).statusCode).toBe(
      403,
    );
    expect((await upload('?ref=efi', { filename: 'efi.p12', data: clientP12 }, world.anonymous)).statusCode).toBe(401);
    expect((await status('efi', world.acme.asAdmin)).statusCode).toBe(403);
    expect(await storedRow()).toBeUndefined();
  });

  it('stores the certificate sealed, answers its status and never the file', async () => {
    const response = await upload('?ref=efi', { filename: 'Efi-Producao.P12', data: clientP12 });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      message: 'Arquivo Anexado',
      certificate: { ref: 'efi', uploadedAt: expect.any(String), validUntil: '2046-11-23T14:48:40.000Z' },
    });
    expect(response.body).not.toContain(clientP12.toString('base64').slice(0, 40));

    const row = await storedRow();
    expect(row?.sealed).toBeDefined();
    expect(row?.sealed).not.toContain(clientP12.toString('base64').slice(0, 40));
    expect(await readPlatformCertificate(ctx.db, ctx.secrets, 'efi')).toEqual(clientP12);
    expect((await status('efi')).json()).toEqual(answer.certificate);
  });

  it('replaces the previous certificate', async () => {
    const other = readEfiFixture('otherCaClientP12');
    const response = await upload('?ref=efi', { filename: 'efi.p12', data: other });
    expect(response.json().certificate.validUntil).toBe('2046-11-23T14:48:41.000Z');
    expect(await readPlatformCertificate(ctx.db, ctx.secrets, 'efi')).toEqual(other);
  });

  it('offers Efí to companies only once the credentials and the certificate are stored', async () => {
    const efiOffered = async () =>
      (await world.acme.asAdmin({ method: 'GET', url: '/api/companySettingOnePayment' })).json().efi;
    for (const key of ['eficlientid', 'eficlientsecret', 'efichavepix']) {
      await world.asSuper({ method: 'PUT', url: `/api/settings/${key}`, payload: { value: `${key}-value` } });
    }
    expect(await efiOffered()).toBe(true);
    await ctx.db.system.transaction((tx) => tx.delete(platformCertificates));
    expect(await efiOffered()).toBe(false);
    await upload('?ref=efi', { filename: 'efi.p12', data: clientP12 });
    expect(await efiOffered()).toBe(true);
  });
});
