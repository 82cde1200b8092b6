import { phoneInput } from '@chatdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const name = z.string().trim().min(1, 'required').min(2, 'tooShort').max(50, 'tooLong');

/**
 * The signup form, mirroring the API's signupBody (spec 1 §5): names 2 to 50, a valid e-mail,
 * password 5 to 50, a plan; the phone (contracts' phoneInput) is sent as digits only.
 */
export const signupFormSchema = z.object({
  companyName: name,
  name,
  email: z.string().trim().toLowerCase().min(1, 'required').max(254, 'invalidEmail').pipe(z.email('invalidEmail')),
  phone: phoneInput,
  password: z.string().min(1, 'required').min(5, 'tooShort').max(50, 'tooLong'),
  planId: z.number({ error: 'required' }).int().positive('required'),
});
export type SignupForm = z.input<typeof signupFormSchema>;
export type SignupInput = z.output<typeof signupFormSchema>;

/**
 * POST /auth/signup. Always a new company with its first admin: a companyId from the address
 * is never sent, the server would not honour it anyway.
 */
export function signup(input: SignupInput): Promise<unknown> {
  const { phone, ...rest } = input;
  return api.post<unknown>('/auth/signup', phone ? { ...rest, phone } : rest, { session: false });
}

export const useSignup = () => useMutation({ mutationFn: signup });
