import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Spec 1 §5: the e-mail is required (and must look like one). */
export const forgotPasswordInputSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'required').max(254, 'invalidEmail').pipe(z.email('invalidEmail')),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

/** The server answers the same whether or not the address has an account. */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<unknown> {
  return api.post<unknown>('/auth/forgot-password', input, { session: false });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
