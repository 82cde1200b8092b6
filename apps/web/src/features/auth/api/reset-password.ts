import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/**
 * The reset form: the API's resetPasswordBody rules for the new password (5 to 50), plus the
 * confirmation, which must match or nothing is sent (spec 1 §5).
 */
export const resetPasswordFormSchema = z
  .object({
    newPassword: z.string().min(1, 'required').min(5, 'tooShort').max(50, 'tooLong'),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'passwordMismatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export function resetPassword(input: { token: string; newPassword: string }): Promise<unknown> {
  return api.post<unknown>('/auth/reset-password', input, { session: false });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
