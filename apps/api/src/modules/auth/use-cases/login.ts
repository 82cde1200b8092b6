import { randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '@chatdesk/contracts';
import { hashPassword, verifyPassword } from '../../../platform/auth/passwords';
import type { AuthDeps } from '../auth.deps';
import { findAccountByEmail, touchCompanyLastLogin } from '../auth.repository';
import { pruneExpiredSessions, revokeUserSessions } from '../refresh-sessions.repository';
import { type IssuedSession, issueRefreshToken, signSessionAccessToken } from '../session-tokens';
import { loadSessionUser } from '../session-user';

// Verified against when the e-mail is unknown, so both failures cost one argon2id verify.
let dummyHash: Promise<string> | null = null;
const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

/**
 * E-mail and password in, a new session out. Expired companies may log in (the client sends
 * them to /financeiro from `company.dueDate`); a company the operator deactivated may not. A new login ends the user's other sessions:
 * one session per user (spec 1 §4).
 */
export async function login(
  deps: AuthDeps,
  input: { email: string; password: string; ip: string },
): Promise<IssuedSession> {
  const email = input.email.trim().toLowerCase();
  // The attempt counts before the password is checked, so parallel guesses cannot all be verified.
  await deps.loginThrottle.reserve(email, input.ip);

  const account = await deps.db.system.transaction((tx) => findAccountByEmail(tx, email));
  const valid = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!account || !valid) throw new AppError('ERR_INVALID_CREDENTIALS');
  await deps.loginThrottle.succeeded(email, input.ip);
  // Said only to someone who knows the password: a deactivated company is not a secret from its own users.
  if (!account.companyActive) throw new AppError('ERR_COMPANY_INACTIVE');

  const { companyId, id: userId } = account;
  const sessionId = randomUUID();
  const opened = await deps.db.tenant(companyId).transaction(async (tx) => {
    const replaced = await revokeUserSessions(tx, companyId, userId);
    await pruneExpiredSessions(tx, companyId, userId);
    const refresh = await issueRefreshToken(tx, { companyId, userId, sessionId });
    await touchCompanyLastLogin(tx, companyId);
    const user = await loadSessionUser(tx, userId);
    if (!user) throw new AppError('ERR_INVALID_CREDENTIALS');
    return { replaced, refresh, user };
  });

  deps.sessions.closed(companyId, opened.replaced);
  deps.sessions.opened(companyId, sessionId);
  if (opened.replaced.length > 0) deps.events.publish({ type: 'auth.session-replaced', companyId, userId, sessionId });

  return {
    token: await signSessionAccessToken(deps, opened.user, sessionId),
    refreshToken: opened.refresh.token,
    user: opened.user,
  };
}
