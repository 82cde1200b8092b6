import { randomUUID } from 'node:crypto';
import type { Tx } from '../../platform/db/database';
import type { AuthDeps } from './auth.deps';
import type { SessionUser } from './auth.schemas';
import { newOpaqueToken } from './opaque-token';
import { insertRefreshSession } from './refresh-sessions.repository';

/** Refresh tokens live 7 days from their last use (sliding); an idle week means logging in again. */
export const refreshTokenTtlSeconds = 7 * 24 * 60 * 60;

/** Stores a new refresh token of the session family; answers the token to put in the cookie. */
export async function issueRefreshToken(
  tx: Tx,
  owner: { companyId: number; userId: number; sessionId: string },
): Promise<{ id: string; token: string }> {
  const { token, hash } = newOpaqueToken(owner.companyId);
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + refreshTokenTtlSeconds * 1000);
  await insertRefreshSession(tx, { id, ...owner, tokenHash: hash, expiresAt });
  return { id, token };
}

export function signSessionAccessToken(deps: Pick<AuthDeps, 'tokens'>, user: SessionUser, sessionId: string) {
  return deps.tokens.signAccess({
    userId: user.id,
    companyId: user.companyId,
    profile: user.profile,
    isSuper: user.super,
    sessionId,
  });
}

/** What login and refresh answer: the access token and user for the body, the refresh token for the cookie. */
export interface IssuedSession {
  token: string;
  refreshToken: string;
  user: SessionUser;
}
