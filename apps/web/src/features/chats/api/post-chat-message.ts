import { type ChatAnswer, type ChatMessageAnswer, chatAnswer, chatMessageAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { chatsKeys } from './get-chats';

/** Spec 3 §7 POST /chats/{id}/messages; the live event appends it for every participant, this tab included. Spec 3 §8: chat call failures are silent. */
export function usePostChatMessage(chatId: number) {
  return useMutation({
    mutationFn: async (message: string): Promise<ChatMessageAnswer> =>
      parseAnswer(chatMessageAnswer, await api.post<unknown>(`/chats/${chatId}/messages`, { message })),
    meta: { silent: true },
  });
}

/** Spec 3 §4: opening a chat with unread messages marks it read (POST /chats/{id}/read with userId). */
export function useMarkChatRead() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (chatId: number): Promise<ChatAnswer> =>
      parseAnswer(chatAnswer, await api.post<unknown>(`/chats/${chatId}/read`, { userId: user?.id })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatsKeys.lists }),
    meta: { silent: true },
  });
}
