import { announceEndedSessions } from '../../../platform/auth/ended-sessions';
import type { AuthClaims } from '../../../platform/auth/tokens';
import type { AuthDeps } from '../auth.deps';
import { parseOpaqueToken } from '../opaque-token';
import { findRefreshSessionByHash, revokeSessionFamily } from '../refresh-sessions.repository';

/**
 * Ends the caller's session, named by the refresh cookie or else by the access token's
 * session id. Works without a valid access token (it may have just expired) and answers the
 * same whether or not anything was open, so logging out twice is harmless.
 */
export async function logout(
  deps: AuthDeps,
  input: { refreshToken: string | undefined; claims: AuthClaims | null },
): Promise<void> {
  const target = await sessionToEnd(deps, input);
  if (!target) return;
  await deps.db
    .tenant(target.companyId)
    .transaction((tx) => revokeSessionFamily(tx, target.companyId, target.sessionId));
  announceEndedSessions(deps, target.companyId, [target.sessionId]);
}

async function sessionToEnd(
  deps: AuthDeps,
  input: { refreshToken: string | undefined; claims: AuthClaims | null },
): Promise<{ companyId: number; sessionId: string } | null> {
  const parsed = parseOpaqueToken(input.refreshToken);
  if (parsed) {
    const row = await deps.db
      .tenant(parsed.companyId)
      .transaction((tx) => findRefreshSessionByHash(tx, parsed.companyId, parsed.hash));
    if (row) return { companyId: row.companyId, sessionId: row.sessionId };
  }
  const { claims } = input;
  return claims?.sessionId ? { companyId: claims.companyId, sessionId: claims.sessionId } : null;
}
