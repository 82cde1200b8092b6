import type { FastifyInstance } from 'fastify';
import type { TokenService } from '../../platform/auth/tokens';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger/logger';
import { createMailer, type Mailer } from '../../platform/mail/mailer';
import type { AuthDeps } from './auth.deps';
import { authRoutes } from './auth.routes';
import { AuthThrottle } from './auth-throttle';
import { LoginThrottle } from './login-throttle';
import { SessionRegistry } from './session-registry';

/**
 * Wires the auth module once per app: `sessions` feeds the platform's active-session check
 * (and the socket gateway's), `routes` is registered under /api/auth.
 */
export function createAuthModule(options: {
  config: Config;
  db: Database;
  tokens: TokenService;
  events: DomainEvents;
  logger: Logger;
  mailer?: Mailer;
}) {
  const { config, db, logger } = options;
  const deps: AuthDeps = {
    ...options,
    mailer:
      options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, publicUrl: config.publicUrl, dataDir: config.dataDir, logger }),
    sessions: new SessionRegistry(db),
    throttle: new AuthThrottle(db),
    loginThrottle: new LoginThrottle(db),
  };
  return {
    sessions: deps.sessions,
    routes: async (app: FastifyInstance) => {
      await app.register(authRoutes, deps);
    },
  };
}
