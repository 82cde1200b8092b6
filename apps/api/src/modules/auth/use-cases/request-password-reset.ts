import type { AuthDeps } from '../auth.deps';
import { findAccountByEmail } from '../auth.repository';
import { newOpaqueToken } from '../opaque-token';
import { insertPasswordReset, voidOpenPasswordResets } from '../password-resets.repository';

export const passwordResetTtlMs = 60 * 60 * 1000;

/**
 * Forgot-password. The caller gets the same answer whether or not the e-mail exists; the
 * e-mail goes out after the answer (`delivery`), so timing does not tell either. The link
 * carries a single-use token that expires in one hour and voids any earlier link.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: { email: string; ip: string },
): Promise<{ delivery: Promise<void> }> {
  const email = input.email.trim().toLowerCase();
  await deps.throttle.assertAllowed('password-reset', { email, ip: input.ip });
  await deps.throttle.record('password-reset', { email, ip: input.ip });

  const account = await deps.db.system.transaction((tx) => findAccountByEmail(tx, email));
  if (!account) return { delivery: Promise.resolve() };

  const { companyId, id: userId } = account;
  const { token, hash } = newOpaqueToken(companyId);
  await deps.db.tenant(companyId).transaction(async (tx) => {
    await voidOpenPasswordResets(tx, companyId, userId);
    await insertPasswordReset(tx, {
      companyId,
      userId,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + passwordResetTtlMs),
    });
  });

  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  // Not awaited by the route: a slow or failing mail server must not change the answer.
  const delivery = deps.mailer
    .send({
      to: account.email,
      subject: 'Redefinição de senha',
      text: [
        'Olá,',
        '',
        'Recebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, acesse:',
        link,
        '',
        'O link vale por 1 hora e pode ser usado uma única vez. Se você não fez este pedido, ignore este e-mail.',
      ].join('\n'),
    })
    .catch((error: unknown) => deps.logger.error({ err: error, userId }, 'password reset e-mail failed'));
  return { delivery };
}
