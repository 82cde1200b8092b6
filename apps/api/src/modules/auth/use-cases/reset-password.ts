import { AppError } from '@chatdesk/contracts';
import { announceEndedSessions } from '../../../platform/auth/ended-sessions';
import { hashPassword } from '../../../platform/auth/passwords';
import type { AuthDeps } from '../auth.deps';
import { updatePasswordHash } from '../auth.repository';
import { parseOpaqueToken } from '../opaque-token';
import { consumePasswordReset, voidOpenPasswordResets } from '../password-resets.repository';
import { revokeUserSessions } from '../refresh-sessions.repository';

/**
 * Uses a reset token once to set a new password. Every session of the user ends (whoever
 * knew the old password is logged out) and the e-mail's login failures are forgiven.
 */
export async function resetPassword(deps: AuthDeps, input: { token: string; newPassword: string }): Promise<void> {
  const parsed = parseOpaqueToken(input.token);
  if (!parsed) throw new AppError('ERR_INVALID_RESET_TOKEN');
  const { companyId, hash } = parsed;
  const passwordHash = await hashPassword(input.newPassword);

  const done = await deps.db.tenant(companyId).transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, companyId, hash);
    if (!reset) return null;
    const user = await updatePasswordHash(tx, reset.userId, passwordHash);
    if (!user) return null;
    await voidOpenPasswordResets(tx, companyId, reset.userId);
    const closed = await revokeUserSessions(tx, companyId, reset.userId);
    return { email: user.email, closed };
  });
  if (!done) throw new AppError('ERR_INVALID_RESET_TOKEN');

  announceEndedSessions(deps, companyId, done.closed);
  await deps.loginThrottle.forgive(done.email.toLowerCase());
}
