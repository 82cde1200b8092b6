import { type ChatMessagesPageAnswer, chatMessagesPageAnswer } from '@chatdesk/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { chatsKeys } from './get-chats';

export async function getChatMessages(
  chatId: number,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<ChatMessagesPageAnswer> {
  return parseAnswer(
    chatMessagesPageAnswer,
    await api.get<unknown>(`/chats/${chatId}/messages`, { pageNumber }, { signal }),
  );
}

/** Spec 3 §7 GET /chats/{id}/messages: page 1 is the newest; later pages are older messages. */
export const useChatMessagesPages = (chatId: number) =>
  useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: chatsKeys.messages(chatId),
      queryFn: ({ pageParam, signal }) => getChatMessages(chatId, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
    }),
    meta: { silent: true },
  });
