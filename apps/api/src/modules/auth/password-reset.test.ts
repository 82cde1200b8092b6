import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { passwordResets } from '../../db/schema';
import { startFakeSmtpServer } from '../../platform/mail/fake-smtp-server.test-support';
import { login, mailText, refresh, refreshCookieOf, resetTokenIn, waitForMail } from './auth.test-support';

describe('forgot and reset password', () => {
  let ctx: TestContext;
  let companyId: number;

  beforeAll(async () => {
    ctx = await createTestContext({ PUBLIC_URL: 'https://desk.example.com' });
    companyId = (await createCompany(ctx.db)).id;
  });
  afterAll(() => ctx.close());

  const forgot = (email: string, ip = '203.0.113.10') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: ip,
    });
  const reset = (token: string, newPassword: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
  const mailCount = async () =>
    (await readdir(path.join(ctx.dataDir, 'mail')).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'))
      .length;

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const user = await createUser(ctx.db, companyId);
    const known = await forgot(user.email, '203.0.113.1');
    const unknown = await forgot('ghost@example.com', '203.0.113.1');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await waitForMail(ctx.dataDir, 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailCount()).toBe(1);
  });

  it('writes an .eml with a single-use link; the new password works, the old one and all sessions end', async () => {
    const user = await createUser(ctx.db, companyId);
    const session = await login(ctx.app, user.email);
    // PUBLIC_URL is https here: the refresh cookie is Secure.
    expect(session.cookies.find((cookie) => cookie.name === 'jrt')?.secure).toBe(true);
    const before = await mailCount();
    expect((await forgot(user.email.toUpperCase())).statusCode).toBe(200);
    const mails = await waitForMail(ctx.dataDir, before + 1);
    const eml = mails.find((candidate) => candidate.includes(`To: ${user.email}`));
    expect(eml).toBeDefined();
    const text = mailText(eml ?? '');
    expect(text).toContain('https://desk.example.com/reset-password?token=');
    const token = resetTokenIn(text);

    expect((await reset(token, 'novaSenha1')).statusCode).toBe(204);
    expect((await login(ctx.app, user.email, 'novaSenha1')).statusCode).toBe(200);
    expect((await login(ctx.app, user.email, 'password123', '203.0.113.99')).statusCode).toBe(401);
    expect((await refresh(ctx.app, refreshCookieOf(session))).statusCode).toBe(401);

    const second = await reset(token, 'outraSenha2');
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toBe('ERR_INVALID_RESET_TOKEN');
  });

  it('forgives the login failures of the e-mail, so a throttled pair logs in with the new password', async () => {
    const user = await createUser(ctx.db, companyId);
    for (let attempt = 0; attempt < 5; attempt++) await login(ctx.app, user.email, 'wrong', '203.0.113.70');
    expect((await login(ctx.app, user.email, 'password123', '203.0.113.70')).statusCode).toBe(429);
    const before = await mailCount();
    await forgot(user.email, '203.0.113.71');
    const mail = (await waitForMail(ctx.dataDir, before + 1)).find((eml) => eml.includes(`To: ${user.email}`));
    expect((await reset(resetTokenIn(mailText(mail ?? '')), 'novaSenha3')).statusCode).toBe(204);
    expect((await login(ctx.app, user.email, 'novaSenha3', '203.0.113.70')).statusCode).toBe(200);
  });

  it('refuses an expired token, a superseded token and garbage', async () => {
    const user = await createUser(ctx.db, companyId);
    const before = await mailCount();
    await forgot(user.email);
    const first = resetTokenIn(mailText((await waitForMail(ctx.dataDir, before + 1)).at(-1) ?? ''));
    await forgot(user.email);
    const second = resetTokenIn(mailText((await waitForMail(ctx.dataDir, before + 2)).at(-1) ?? ''));
    expect((await reset(first, 'novaSenha1')).json().error).toBe('ERR_INVALID_RESET_TOKEN');

    await ctx.db.system.transaction((tx) =>
      tx
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.userId, user.id)),
    );
    expect((await reset(second, 'novaSenha1')).json().error).toBe('ERR_INVALID_RESET_TOKEN');
    expect((await reset('not-a-token', 'novaSenha1')).statusCode).toBe(400);
  });

  it('validates the new password length (5 to 50)', async () => {
    const short = await reset('1.abc', '1234');
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toContainEqual(expect.objectContaining({ message: 'Muito curto!' }));
  });

  it('limits reset requests per e-mail (same answer shape, 429 after 3 in 15 minutes)', async () => {
    const target = 'flood@example.com';
    for (let attempt = 0; attempt < 3; attempt++) expect((await forgot(target, '203.0.113.50')).statusCode).toBe(200);
    const limited = await forgot(target, '203.0.113.51');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('ERR_RATE_LIMITED');
  });
});

describe('forgot password with SMTP_URL set', () => {
  it('sends the reset link through the SMTP server instead of writing a file', async () => {
    const server = await startFakeSmtpServer();
    const ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${server.port}?from=suporte@desk.example.com` });
    try {
      const user = await createUser(ctx.db, (await createCompany(ctx.db)).id);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
      });
      expect(response.statusCode).toBe(200);
      const deadline = Date.now() + 5000;
      while (server.received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      expect(server.received[0]).toMatchObject({ from: 'suporte@desk.example.com', to: [user.email] });
      expect(mailText(server.received[0]?.data ?? '')).toContain('/reset-password?token=');
      expect(await readdir(path.join(ctx.dataDir, 'mail')).catch(() => [])).toEqual([]);
    } finally {
      await ctx.close();
      await server.close();
    }
  });
});
