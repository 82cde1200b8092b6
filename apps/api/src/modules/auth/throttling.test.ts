import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { loginThrottle } from '../../db/schema';
import { login } from './auth.test-support';

describe('login throttling', () => {
  let ctx: TestContext;
  let companyId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    companyId = (await createCompany(ctx.db)).id;
  });
  afterAll(() => ctx.close());

  const counterOf = (email: string, scope: 'pair' | 'account') =>
    sql`${loginThrottle.email} = ${email} and ${loginThrottle.scope} = ${scope}`;

  it('after 5 failures from one IP that pair answers ERR_RATE_LIMITED, even with the right password; other IPs still log in', async () => {
    const { email } = await createUser(ctx.db, companyId);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login(ctx.app, email, 'wrong', '10.0.0.1');
      expect(response.json().error).toBe('ERR_INVALID_CREDENTIALS');
    }
    const limited = await login(ctx.app, email, 'password123', '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('ERR_RATE_LIMITED');
    expect((await login(ctx.app, email, 'password123', '10.0.0.2')).statusCode).toBe(200);
  });

  it('of 15 parallel wrong logins on one account from one IP, 5 are verified and 10 answer ERR_RATE_LIMITED', async () => {
    const { email } = await createUser(ctx.db, companyId);
    const answers = await Promise.all(Array.from({ length: 15 }, () => login(ctx.app, email, 'wrong', '10.0.5.1')));
    const codes = answers.map((answer) => answer.json().error as string);
    expect(codes.filter((code) => code === 'ERR_INVALID_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((code) => code === 'ERR_RATE_LIMITED')).toHaveLength(10);
    expect((await login(ctx.app, email, 'password123', '10.0.5.1')).statusCode).toBe(429);
  });

  it('locks the account from every IP for an hour after 100 attempts across IPs', async () => {
    const { email } = await createUser(ctx.db, companyId);
    await login(ctx.app, email, 'wrong', '10.0.6.1');
    // 99 more failures from other addresses, as a botnet would spread them.
    await ctx.db.system.transaction((tx) =>
      tx.update(loginThrottle).set({ hits: 100 }).where(counterOf(email, 'account')),
    );
    const limited = await login(ctx.app, email, 'password123', '10.0.6.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('ERR_RATE_LIMITED');
    const [account] = await ctx.db.system.transaction((tx) =>
      tx
        .select({ endsIn: sql<number>`extract(epoch from ${loginThrottle.windowEndsAt} - now())` })
        .from(loginThrottle)
        .where(counterOf(email, 'account')),
    );
    expect(Number(account?.endsIn)).toBeGreaterThan(59 * 60);
    await ctx.db.system.transaction((tx) =>
      tx.update(loginThrottle).set({ windowEndsAt: sql`now()` }).where(counterOf(email, 'account')),
    );
    expect((await login(ctx.app, email, 'password123', '10.0.6.2')).statusCode).toBe(200);
  });

  it('counts unknown e-mails too, and a window that ended no longer counts', async () => {
    const email = 'unknown-person@example.com';
    for (let attempt = 0; attempt < 5; attempt++) await login(ctx.app, email, 'wrong', '10.0.1.1');
    expect((await login(ctx.app, email, 'wrong', '10.0.1.1')).statusCode).toBe(429);
    await ctx.db.system.transaction((tx) =>
      tx.update(loginThrottle).set({ windowEndsAt: sql`now()` }).where(counterOf(email, 'pair')),
    );
    expect((await login(ctx.app, email, 'wrong', '10.0.1.1')).json().error).toBe('ERR_INVALID_CREDENTIALS');
  });

  it('a successful login forgives the pair failures before the limit', async () => {
    const { email } = await createUser(ctx.db, companyId);
    for (let attempt = 0; attempt < 4; attempt++) await login(ctx.app, email, 'wrong', '10.0.2.1');
    expect((await login(ctx.app, email, 'password123', '10.0.2.1')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) {
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
