import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { authAttempts } from '../../db/schema';
import { login } from './auth.test-support';

describe('login throttling', () => {
  let ctx: TestContext;
  let companyId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    companyId = (await createCompany(ctx.db)).id;
  });
  afterAll(() => ctx.close());

  it('after 5 failures for one e-mail within 15 minutes answers ERR_RATE_LIMITED, even from other IPs and with the right password', async () => {
    const { email } = await createUser(ctx.db, companyId);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login(ctx.app, email, 'wrong', `10.0.0.${attempt}`);
      expect(response.json().error).toBe('ERR_INVALID_CREDENTIALS');
    }
    const limited = await login(ctx.app, email, 'password123', '10.0.0.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('ERR_RATE_LIMITED');
  });

  it('counts unknown e-mails too, and failures older than the window no longer count', async () => {
    const email = 'unknown-person@example.com';
    for (let attempt = 0; attempt < 5; attempt++) await login(ctx.app, email, 'wrong', '10.0.1.1');
    expect((await login(ctx.app, email, 'wrong', '10.0.1.2')).statusCode).toBe(429);
    await ctx.db.system.transaction((tx) =>
      tx
        .update(authAttempts)
        .set({ createdAt: sql`now() - interval '16 minutes'` })
        .where(sql`${authAttempts.email} = ${email}`),
    );
    expect((await login(ctx.app, email, 'wrong', '10.0.1.3')).json().error).toBe('ERR_INVALID_CREDENTIALS');
  });

  it('a successful login forgives the e-mail failures before the limit', async () => {
    const { email } = await createUser(ctx.db, companyId);
    for (let attempt = 0; attempt < 4; attempt++) await login(ctx.app, email, 'wrong', '10.0.2.1');
    expect((await login(ctx.app, email, 'password123', '10.0.2.1')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await login(ctx.app, email, 'wrong', '10.0.2.1')).json().error).toBe('ERR_INVALID_CREDENTIALS');
    }
  });

  it('after 20 failures from one IP (many e-mails) that IP is limited, other IPs are not', async () => {
    const ip = '10.0.3.1';
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await login(ctx.app, `spray-${attempt}@example.com`, 'wrong', ip);
      expect(response.json().error).toBe('ERR_INVALID_CREDENTIALS');
    }
    const { email } = await createUser(ctx.db, companyId);
    const limited = await login(ctx.app, email, 'password123', ip);
    expect(limited.statusCode).toBe(429);
    expect((await login(ctx.app, email, 'password123', '10.0.3.2')).statusCode).toBe(200);
  });

  it('ignores a spoofed X-Forwarded-For unless TRUST_PROXY says which proxy to believe', async () => {
    const ip = '10.0.4.1';
    for (let attempt = 0; attempt < 20; attempt++) await login(ctx.app, `spoof-${attempt}@example.com`, 'wrong', ip);
    const { email } = await createUser(ctx.db, companyId);
    const spoofed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'password123' },
      remoteAddress: ip,
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(spoofed.statusCode).toBe(429);
  });
});
