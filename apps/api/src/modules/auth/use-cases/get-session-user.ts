import { AppError } from '@chatdesk/contracts';
import type { AuthClaims } from '../../../platform/auth/tokens';
import type { AuthDeps } from '../auth.deps';
import type { SessionUser } from '../auth.schemas';
import { loadSessionUser } from '../session-user';

/** GET /auth/me: the caller as the login answer shows it. A deleted user's token ends its session. */
export async function getSessionUser(deps: Pick<AuthDeps, 'db'>, claims: AuthClaims): Promise<SessionUser> {
  const user = await deps.db.tenant(claims.companyId).transaction((tx) => loadSessionUser(tx, claims.userId));
  if (!user) throw new AppError('ERR_SESSION_EXPIRED');
  return user;
}
