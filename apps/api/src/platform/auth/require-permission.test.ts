import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, mintToken } from '../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { registerErrorHandler } from '../errors/error-handler';
import { authContextPlugin } from './auth-context';
import { requirePermission } from './require-permission';
import { TokenService } from './tokens';

describe('requirePermission', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const tokens = new TokenService('p'.repeat(40));

  beforeAll(async () => {
    database = await createTestDatabase();
    app = Fastify({ logger: false });
    registerErrorHandler(app, { spaFallback: false });
    await app.register(authContextPlugin, { tokens, db: database.db });
    app.get('/users-admin', { preHandler: requirePermission('users:manage') }, async () => ({ ok: true }));
    app.get('/connections', { preHandler: requirePermission('connections-page:addConnection') }, async () => ({
      ok: true,
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const call = async (url: string, user: Awaited<ReturnType<typeof createUser>>) =>
    (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await mintToken(tokens, user)}` } }))
      .statusCode;

  it('lets admins in and keeps plain users out with ERR_NO_PERMISSION', async () => {
    const company = await createCompany(database.db);
    expect(await call('/users-admin', await createUser(database.db, company.id, { profile: 'admin' }))).toBe(200);
    expect(await call('/users-admin', await createUser(database.db, company.id, { profile: 'user' }))).toBe(403);
  });

  it('reads flags from the database, so allowConnections treats a user as admin for connections', async () => {
    const company = await createCompany(database.db);
    const user = await createUser(database.db, company.id, { allowConnections: 'enabled' });
    expect(await call('/connections', user)).toBe(200);
    expect(await call('/users-admin', user)).toBe(403);
  });
});
