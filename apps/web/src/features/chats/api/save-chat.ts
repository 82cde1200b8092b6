import { type ChatAnswer, type ChatFields, chatAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { chatsKeys } from './get-chats';

/** Spec 3 §7: POST /chats or PUT /chats/{id} with users and title. */
export async function saveChat({ id, fields }: { id: number | null; fields: ChatFields }): Promise<ChatAnswer> {
  return parseAnswer(
    chatAnswer,
    id === null ? await api.post<unknown>('/chats', fields) : await api.put<unknown>(`/chats/${id}`, fields),
  );
}

export function useSaveChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChat,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatsKeys.all }),
  });
}

export function useDeleteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/chats/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatsKeys.lists }),
  });
}
