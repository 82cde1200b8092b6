import { type ChatAnswer, type ChatsPageAnswer, chatAnswer, chatsPageAnswer, planAllows } from '@chatdesk/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { companyAccessOf } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';

export async function getChats(
  query: { searchParam: string; pageNumber: number },
  signal?: AbortSignal,
): Promise<ChatsPageAnswer> {
  return parseAnswer(chatsPageAnswer, await api.get<unknown>('/chats', query, { signal }));
}

/** Every internal chat query starts with 'chats': one invalidation refreshes lists, chats and histories. */
export const chatsKeys = {
  all: ['chats'] as const,
  lists: ['chats', 'page'] as const,
  page: (searchParam: string) => ['chats', 'page', searchParam] as const,
  chat: (key: string) => ['chats', 'chat', key] as const,
  messages: (chatId: number) => ['chats', 'messages', chatId] as const,
};

/** Whether the signed-in user's plan has the internal chat (spec 3 §6 useInternalChat). */
export function useInternalChatAllowed(): boolean {
  const { user } = useSession();
  return user ? planAllows(companyAccessOf(user), 'useInternalChat') : false;
}

/** Spec 3 §7 GET /chats: the caller's chats, most recently active first, one page per scroll. */
export const useChatsPages = (searchParam: string, enabled = true) =>
  useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: chatsKeys.page(searchParam),
      queryFn: ({ pageParam, signal }) => getChats({ searchParam, pageNumber: pageParam }, signal),
      initialPageParam: 1,
      getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
    }),
    placeholderData: keepPreviousData,
    enabled,
    meta: { silent: true },
  });

/** How many chats hold unread messages, for the menu's and the top bar's dot (0 without the plan flag). */
export function useUnreadChatsCount(): number {
  const allowed = useInternalChatAllowed();
  const { data } = useChatsPages('', allowed);
  return allowed ? (data?.pages[0]?.unreadChats ?? 0) : 0;
}

/** GET /chats/{uuid}: the chat the page's address names, also when it is not on the list's first page. */
export const useChat = (uuid: string | null) =>
  useQuery({
    queryKey: chatsKeys.chat(uuid ?? ''),
    queryFn: async ({ signal }): Promise<ChatAnswer> =>
      parseAnswer(chatAnswer, await api.get<unknown>(`/chats/${uuid}`, undefined, { signal })),
    enabled: uuid !== null,
    retry: false,
    // A chat deleted or left meanwhile sends the page back to /chats without a toast.
    meta: { silent: true },
  });
