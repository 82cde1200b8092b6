import { AppError } from '@chatdesk/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** For other entry points that take access tokens (the socket gateway) to apply the same rule. */
    sessions: SessionChecker;
  }
}

/** Whether the login session an access token belongs to is still open (implemented by the auth module). */
export interface SessionChecker {
  isActive(companyId: number, sessionId: string): Promise<boolean>;
}

/**
 * One session per user: an access token whose session was ended (new login elsewhere,
 * logout, password reset, refresh-token reuse) stops working before it expires. Runs right
 * after the auth context; the route's own guard then answers ERR_SESSION_EXPIRED (401), on
 * which the client logs out. Every access token carries a session id (tokens.ts refuses one without).
 */
export const activeSessionPlugin = fp(
  async (app: FastifyInstance, options: { sessions: SessionChecker }) => {
    app.decorate('sessions', options.sessions);
    app.addHook('onRequest', async (request) => {
      const claims = request.auth;
      if (!claims?.sessionId) return;
      if (await options.sessions.isActive(claims.companyId, claims.sessionId)) return;
      request.auth = null;
      request.authError = new AppError('ERR_SESSION_EXPIRED');
    });
  },
  { name: 'active-session', dependencies: ['auth-context'] },
);
