import { AppError } from '@chatdesk/contracts';
import { announceEndedSessions } from '../../../platform/auth/ended-sessions';
import type { AuthDeps } from '../auth.deps';
import { parseOpaqueToken } from '../opaque-token';
import { findRefreshSessionByHash, markRotated, revokeSessionFamily } from '../refresh-sessions.repository';
import { type IssuedSession, issueRefreshToken, signSessionAccessToken } from '../session-tokens';
import { loadSessionUser } from '../session-user';

type Outcome =
  | { kind: 'refused' }
  | { kind: 'reused'; sessionId: string }
  | ({ kind: 'rotated'; sessionId: string } & Omit<IssuedSession, 'token'>);

/**
 * Trades the refresh token (cookie) for a new access token and a new refresh token. Each
 * token works once: presenting a used or revoked one means it was copied, so the whole
 * session family ends (the thief's and the user's copies alike) and the answer is 401.
 */
export async function refreshSession(deps: AuthDeps, presented: string | undefined): Promise<IssuedSession> {
  const parsed = parseOpaqueToken(presented);
  if (!parsed) throw new AppError('ERR_SESSION_EXPIRED');
  const { companyId, hash } = parsed;

  const outcome = await deps.db.tenant(companyId).transaction(async (tx): Promise<Outcome> => {
    const current = await findRefreshSessionByHash(tx, companyId, hash);
    if (!current) return { kind: 'refused' };
    const { sessionId, userId } = current;
    if (current.revokedAt) {
      await revokeSessionFamily(tx, companyId, sessionId);
      return { kind: 'reused', sessionId };
    }
    if (current.expiresAt.getTime() <= Date.now()) return { kind: 'refused' };

    const next = await issueRefreshToken(tx, { companyId, userId, sessionId });
    // Lost a race with a concurrent refresh of the same token: that is reuse too.
    if (!(await markRotated(tx, current.id, next.id))) {
      await revokeSessionFamily(tx, companyId, sessionId);
      return { kind: 'reused', sessionId };
    }
    const user = await loadSessionUser(tx, userId);
    if (!user) return { kind: 'refused' };
    return { kind: 'rotated', sessionId, refreshToken: next.token, user };
  });

  if (outcome.kind === 'reused') announceEndedSessions(deps, companyId, [outcome.sessionId]);
  if (outcome.kind !== 'rotated') throw new AppError('ERR_SESSION_EXPIRED');
  return {
    token: await signSessionAccessToken(deps, outcome.user, outcome.sessionId),
    refreshToken: outcome.refreshToken,
    user: outcome.user,
  };
}
