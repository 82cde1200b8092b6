import { type UserAnswer, type UserUpdateInput, userAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { usersKeys } from './get-users';

export async function updateUser({ id, body }: { id: number; body: UserUpdateInput }): Promise<UserAnswer> {
  return parseAnswer(userAnswer, await api.put<unknown>(`/users/${id}`, body));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
