import Fastify, { type preHandlerAsyncHookHandler } from 'fastify';
import { type createUser, mintToken } from '../../../test/factories';
import { createTestDatabase } from '../../../test/harness';
import { registerErrorHandler } from '../errors/error-handler';
import { authContextPlugin } from './auth-context';
import { TokenService } from './tokens';

/**
 * A bare app for testing route guards on a fresh test database: the auth context and the error
 * handler, and a GET route answering `{ ok: true }` behind each guard given by its path.
 */
export async function guardedApp(routes: Record<string, preHandlerAsyncHookHandler>) {
  const database = await createTestDatabase();
  const tokens = new TokenService('p'.repeat(40));
  const app = Fastify({ logger: false });
  registerErrorHandler(app, { spaFallback: false });
  await app.register(authContextPlugin, { tokens, db: database.db });
  for (const [url, guard] of Object.entries(routes)) app.get(url, { preHandler: guard }, async () => ({ ok: true }));
  await app.ready();
  return {
    database,
    app,
    /** GET `url` as `user` (none: without a token): the status, and the error code unless 200. */
    async call(url: string, user?: Awaited<ReturnType<typeof createUser>>) {
      const headers = user ? { authorization: `Bearer ${await mintToken(tokens, user)}` } : {};
      const response = await app.inject({ method: 'GET', url, headers });
      return { status: response.statusCode, error: response.statusCode === 200 ? null : response.json().error };
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
