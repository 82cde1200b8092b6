import type { TokenService } from '../../platform/auth/tokens';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger/logger';
import type { Mailer } from '../../platform/mail/mailer';
import type { AuthThrottle } from './auth-throttle';
import type { LoginThrottle } from './login-throttle';
import type { SessionRegistry } from './session-registry';

/** What the auth use cases need; built once by createAuthModule. */
export interface AuthDeps {
  db: Database;
  tokens: TokenService;
  config: Pick<Config, 'publicUrl'>;
  events: DomainEvents;
  mailer: Mailer;
  logger: Logger;
  sessions: SessionRegistry;
  throttle: AuthThrottle;
  loginThrottle: LoginThrottle;
}
