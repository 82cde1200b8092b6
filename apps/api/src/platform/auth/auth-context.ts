import { AppError } from '@chatdesk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../db/database';
import { authGuard, runGuardsOnRequest } from './guards-on-request';
import { PlanFeatures } from './plan-features';
import type { AuthClaims, TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null on a request without a bearer token. */
    auth: AuthClaims | null;
    authError: AppError | null;
    /** The caller; throws ERR_SESSION_EXPIRED when the request carries no token. */
    requireAuth(): AuthClaims;
    /** The caller's company executor (fail-closed: throws without an authenticated caller). */
    tenantDb(): Executor;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Resolves the auth context once per request from a verified access token. The company
 * always comes from the token, never from a body, query or header.
 */
export const authContextPlugin = fp(
  async (app: FastifyInstance, options: { tokens: TokenService; db: Database }) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('authError', null);
    app.decorateRequest('requireAuth', function (this: FastifyRequest) {
      if (this.authError) throw this.authError;
      if (!this.auth) throw new AppError('ERR_SESSION_EXPIRED');
      return this.auth;
    });
    app.decorateRequest('tenantDb', function (this: FastifyRequest) {
      return options.db.tenant(this.requireAuth().companyId);
    });
    app.decorate('planFeatures', new PlanFeatures(options.db));
    runGuardsOnRequest(app);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) return;
      // A bad token fails the routes that need a caller; public routes ignore it.
      try {
        request.auth = await options.tokens.verifyAccess(token);
      } catch (error) {
        request.authError = error instanceof AppError ? error : new AppError('ERR_INVALID_TOKEN', { cause: error });
      }
    });
  },
  { name: 'auth-context' },
);

/** preHandler guards for route options. */
export const requireAuth = authGuard(async (request: FastifyRequest, _reply: FastifyReply) => {
  request.requireAuth();
});
export const requireSuper = authGuard(async (request: FastifyRequest, _reply: FastifyReply) => {
  if (!request.requireAuth().isSuper) throw new AppError('ERR_NO_PERMISSION');
});
