import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCompany, createUser, mintToken, sessionToken } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { buildApp } from '../../app';
import type { DomainEvent } from '../../platform/events/domain-events';
import { createLogger } from '../../platform/logger/logger';
import { Metrics } from '../../platform/metrics/metrics';
import { MediaStorage } from '../../platform/storage/media-storage';
import { login, me, refresh, refreshCookieOf } from './auth.test-support';

describe('refresh tokens and sessions', () => {
  let ctx: TestContext;
  let companyId: number;
  let email: string;
  const published: DomainEvent[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    companyId = (await createCompany(ctx.db)).id;
    ctx.app.events.subscribe('auth.session-replaced', (event) => {
      published.push(event);
    });
  });
  beforeEach(async () => {
    // A fresh user per test: sessions of one test never end another's.
    email = (await createUser(ctx.db, companyId)).email;
    published.length = 0;
  });
  afterAll(() => ctx.close());

  it('rotates the refresh token: the new one works, the used one is refused', async () => {
    const first = refreshCookieOf(await login(ctx.app, email));
    const rotated = await refresh(ctx.app, first);
    expect(rotated.statusCode).toBe(200);
    const { token, user } = rotated.json();
    expect(user.email).toBe(email);
    expect((await me(ctx.app, token)).statusCode).toBe(200);
    const second = refreshCookieOf(rotated);
    expect(second).not.toBe(first);

    const replay = await refresh(ctx.app, first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe('ERR_SESSION_EXPIRED');
  });

  it('reuse of a used token ends the whole session family, including the newest token and access token', async () => {
    const first = refreshCookieOf(await login(ctx.app, email));
    const rotated = await refresh(ctx.app, first);
    const newest = refreshCookieOf(rotated);
    const { token } = rotated.json();

    expect((await refresh(ctx.app, first)).statusCode).toBe(401);
    const afterTheft = await refresh(ctx.app, newest);
    expect(afterTheft.statusCode).toBe(401);
    expect(afterTheft.json().error).toBe('ERR_SESSION_EXPIRED');
    const access = await me(ctx.app, token);
    expect(access.statusCode).toBe(401);
    expect(access.json().error).toBe('ERR_SESSION_EXPIRED');
  });

  it('refuses a missing, malformed or forged refresh cookie and clears it', async () => {
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh_token' });
    expect(missing.statusCode).toBe(401);
    expect((await refresh(ctx.app, 'garbage')).statusCode).toBe(401);
    const valid = refreshCookieOf(await login(ctx.app, email));
    const otherCompany = valid.replace(/^\d+\./, `${companyId + 1000}.`);
    const forged = await refresh(ctx.app, otherCompany);
    expect(forged.statusCode).toBe(401);
    expect(forged.cookies.find((cookie) => cookie.name === 'jrt')?.value).toBe('');
  });

  it('logout ends the session: refresh token and access token stop working, cookie cleared', async () => {
    const response = await login(ctx.app, email);
    const cookie = refreshCookieOf(response);
    const { token } = response.json();
    const logout = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/logout',
      cookies: { jrt: cookie },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((candidate) => candidate.name === 'jrt')?.value).toBe('');
    expect((await refresh(ctx.app, cookie)).statusCode).toBe(401);
    expect((await me(ctx.app, token)).statusCode).toBe(401);
    const again = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/logout', cookies: { jrt: cookie } });
    expect(again.statusCode).toBe(204);
  });

  it('logout with only the access token ends its session', async () => {
    const response = await login(ctx.app, email);
    const { token } = response.json();
    const logout = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await refresh(ctx.app, refreshCookieOf(response))).statusCode).toBe(401);
  });

  it('a second login ends the first session and publishes auth.session-replaced', async () => {
    const first = await login(ctx.app, email);
    const firstAccess = first.json().token;
    expect(published).toEqual([]);

    const second = await login(ctx.app, email);
    expect(second.statusCode).toBe(200);
    const firstRefresh = await refresh(ctx.app, refreshCookieOf(first));
    expect(firstRefresh.statusCode).toBe(401);
    const refused = await me(ctx.app, firstAccess);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('ERR_SESSION_EXPIRED');
    expect((await me(ctx.app, second.json().token)).statusCode).toBe(200);

    const user = second.json().user;
    const { sessionId } = await ctx.tokens.verifyAccess(second.json().token);
    expect(published).toEqual([{ type: 'auth.session-replaced', companyId, userId: user.id, sessionId }]);
  });

  it('another API process (no shared cache) also refuses the replaced session', async () => {
    const first = await login(ctx.app, email);
    await login(ctx.app, email);
    const { config, db, tokens, secrets } = ctx;
    const other = await buildApp({
      config,
      db,
      tokens,
      logger: createLogger('silent'),
      metrics: new Metrics(),
      storage: new MediaStorage(config.dataDir),
      secrets,
    });
    try {
      const refused = await me(other, first.json().token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toBe('ERR_SESSION_EXPIRED');
    } finally {
      await other.close();
    }
  });

  it('the new session is unaffected by the refused refresh of the old one', async () => {
    const first = await login(ctx.app, email);
    const second = await login(ctx.app, email);
    expect((await refresh(ctx.app, refreshCookieOf(first))).statusCode).toBe(401);
    expect((await refresh(ctx.app, refreshCookieOf(second))).statusCode).toBe(200);
  });

  it('a token naming a session no login opened answers 401 ERR_SESSION_EXPIRED', async () => {
    const user = await createUser(ctx.db, companyId);
    const refused = await me(ctx.app, await mintToken(ctx.tokens, user));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('ERR_SESSION_EXPIRED');
    expect((await me(ctx.app, await sessionToken(ctx, user))).statusCode).toBe(200);
  });
});
