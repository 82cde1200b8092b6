import { userAvatarField, userMediaUploadAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { usersKeys } from './get-users';

/** Spec 2 §7: multipart userId, typeArch 'user', profileImage; answers the user with its new image. */
export async function uploadUserAvatar({ userId, file }: { userId: number; file: File }) {
  const form = new FormData();
  form.append('userId', String(userId));
  form.append('typeArch', 'user');
  form.append(userAvatarField, file);
  const answer = parseAnswer(userMediaUploadAnswer, await api.post<unknown>(`/users/${userId}/media-upload`, form));
  return answer.user;
}

export function useUploadUserAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadUserAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
