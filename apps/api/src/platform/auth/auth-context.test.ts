import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, mintToken, signRawToken } from '../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { users } from '../../db/schema';
import { registerErrorHandler } from '../errors/error-handler';
import { authContextPlugin, requireSuper } from './auth-context';
import { TokenService } from './tokens';

describe('auth context', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const secret = randomBytes(32).toString('hex');
  const tokens = new TokenService(secret);
  let ownUser: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const own = await createCompany(database.db);
    const other = await createCompany(database.db);
    ownUser = await createUser(database.db, own.id, { name: 'Own' });
    await createUser(database.db, other.id, { name: 'Other' });
    app = Fastify({ logger: false });
    registerErrorHandler(app, { spaFallback: false });
    await app.register(authContextPlugin, { tokens, db: database.db });
    app.get('/public', async (request) => ({ caller: request.auth?.userId ?? null }));
    app.get('/names', async (request) =>
      request
        .tenantDb()
        .transaction(async (tx) => (await tx.select({ name: users.name }).from(users)).map((row) => row.name)),
    );
    app.get('/super', { preHandler: requireSuper }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('resolves the caller from a verified token and scopes queries to its company', async () => {
    const response = await get('/names', await mintToken(tokens, ownUser));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['Own']);
  });

  it('answers 401 ERR_SESSION_EXPIRED without a token', async () => {
    const response = await get('/names');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('ERR_SESSION_EXPIRED');
  });

  it('answers 403 ERR_INVALID_TOKEN for an expired or forged token, so the client refreshes once', async () => {
    const expired = await get('/names', await mintToken(tokens, ownUser, -5));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error).toBe('ERR_INVALID_TOKEN');
    const forged = await get('/names', await mintToken(new TokenService('x'.repeat(40)), ownUser));
    expect(forged.json().error).toBe('ERR_INVALID_TOKEN');
  });

  it('answers 401 ERR_SESSION_EXPIRED for a token signed with the real key but without exp or a session id', async () => {
    const claims = { sub: String(ownUser.id), companyId: ownUser.companyId, profile: 'user', isSuper: false };
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    const complete = await signRawToken(secret, { ...claims, sessionId: 's-1', exp: inAnHour });
    expect((await get('/names', complete)).statusCode).toBe(200);
    for (const token of [
      await signRawToken(secret, { ...claims, sessionId: 's-1' }),
      await signRawToken(secret, { ...claims, exp: inAnHour }),
      await signRawToken(secret, { ...claims, sessionId: '', exp: inAnHour }),
    ]) {
      const refused = await get('/names', token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toBe('ERR_SESSION_EXPIRED');
    }
  });

  it('lets public routes ignore a bad token', async () => {
    const response = await get('/public', 'not-a-jwt');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ caller: null });
  });

  it('keeps super-user routes for super users', async () => {
    const refused = await get('/super', await mintToken(tokens, ownUser));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('ERR_NO_PERMISSION');
    const allowed = await get('/super', await mintToken(tokens, { ...ownUser, isSuper: true }));
    expect(allowed.statusCode).toBe(200);
  });
});
