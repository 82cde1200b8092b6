import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api, parseAnswer } from '../../../lib/api-client';
import { type SessionAnswer, session, sessionAnswerSchema } from '../../../lib/session';
import { toast } from '../../../lib/toast';

/** The login form; the e-mail is compared lowercased (spec 1 §2). */
export const loginInputSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'required').max(255).pipe(z.email('invalidEmail')),
  password: z.string().min(1, 'required').max(255),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export async function login(input: LoginInput): Promise<SessionAnswer> {
  // session: false — a 401 here is wrong credentials, not an ended session.
  const answer = await api.post<unknown>('/auth/login', input, { session: false });
  return parseAnswer(sessionAnswerSchema, answer);
}

/**
 * Signs in and starts the session. Starting it makes the route guard leave /login for /, which
 * unmounts the form: whatever must happen after success happens here, not in the page.
 */
export function useLogin() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      session.start(answer);
      toast.success(t('auth.toasts.success'));
    },
  });
}
