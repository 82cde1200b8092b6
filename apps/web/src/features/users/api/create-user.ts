import { type UserAnswer, type UserCreateInput, userAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { usersKeys } from './get-users';

export async function createUser(body: UserCreateInput): Promise<UserAnswer> {
  return parseAnswer(userAnswer, await api.post<unknown>('/users', body));
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
