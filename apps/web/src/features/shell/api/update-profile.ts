import { userSelfEditableFields, userUpdateBody } from '@chatdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { type SessionUser, session, sessionUserSchema } from '../../../lib/session';

/**
 * What a user may change on their own account (contracts' userSelfEditableFields), with the
 * users API's own rules: name 2 to 50, a valid e-mail, password 5 to 50 or empty to keep it.
 */
export const profileFormSchema = userUpdateBody
  .pick({ name: true, email: true, password: true, defaultTheme: true, defaultMenu: true })
  .required({ name: true, email: true, defaultTheme: true, defaultMenu: true });
export type ProfileForm = {
  name: string;
  email: string;
  password: string;
  defaultTheme: 'light' | 'dark';
  defaultMenu: 'open' | 'closed';
};
export type ProfileUpdate = ReturnType<typeof profileFormSchema.parse>;

// Keeps this form inside what the server lets a plain user change about themselves.
const selfEditable: readonly string[] = userSelfEditableFields;

/** PUT /users/{id} with the changed profile, then the fresh session user from GET /auth/me. */
export async function updateProfile(userId: number, update: ProfileUpdate): Promise<SessionUser> {
  const body = Object.fromEntries(
    Object.entries(update).filter(([field, value]) => selfEditable.includes(field) && value !== '' && value != null),
  );
  await api.put<unknown>(`/users/${userId}`, body);
  return parseAnswer(sessionUserSchema, await api.get<unknown>('/auth/me'));
}

export function useUpdateProfile(userId: number) {
  return useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(userId, update),
    onSuccess: (user) => session.updateUser(user),
  });
}
