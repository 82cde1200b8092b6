import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseAnswer } from '../../../lib/api-client';
import { type SessionAnswer, session, sessionAnswerSchema } from '../../../lib/session';
import { toasts } from '../../../lib/toast';
import { postLoginLanding } from '../utils/post-login-landing';

/** The login form, as the API's loginBody reads it: the e-mail is compared lowercased (spec 1 §2). */
export const loginInputSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'required').max(254, 'invalidEmail').pipe(z.email('invalidEmail')),
  password: z.string().min(1, 'required').max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export async function login(input: LoginInput): Promise<SessionAnswer> {
  // session: false — a 401 here is wrong credentials, not an ended session.
  const answer = await api.post<unknown>('/auth/login', input, { session: false });
  return parseAnswer(sessionAnswerSchema, answer);
}

/**
 * Signs in and starts the session with the landing page of spec 1 §4 (`validLanding` on a valid
 * subscription, /financeiro when expired), which the public-route guard then goes to, and shows
 * the login toasts. Starting the session unmounts the form, so this happens here, not in the page.
 */
export function useLogin({ validLanding }: { validLanding: string }) {
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      const landing = postLoginLanding(answer.user, { now: new Date(), validPath: validLanding });
      for (const notice of landing.notices) toasts.show(notice);
      session.start(answer, { landing: landing.path });
    },
  });
}
