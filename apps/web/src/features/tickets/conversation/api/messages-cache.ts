import type { MessageAnswer } from '@chatdesk/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { type MessagesData, messagesKey } from './get-messages';

/**
 * Live edits of a conversation's cached pages (socket events and our own sends): a new message
 * goes into the newest page, an update replaces the copy wherever it is, a delete drops it.
 */
export function upsertCachedMessage(queryClient: QueryClient, ticketUuid: string, message: MessageAnswer) {
  queryClient.setQueryData<MessagesData>(messagesKey(ticketUuid), (data) => {
    if (!data) return data;
    const known = data.pages.some((page) => page.messages.some((item) => item.id === message.id));
    if (known) {
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          messages: page.messages.map((item) => (item.id === message.id ? newerOf(item, message) : item)),
        })),
      };
    }
    const [newest, ...older] = data.pages;
    if (!newest) return { ...data, pages: [{ messages: [message], hasMore: false }], pageParams: [1] };
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
}

/**
 * Our POST's answer and the socket's updates race: an answer snapshot taken at ack 0 can arrive
 * after the ack-1 update. A copy older than the cached one is ignored, and acks never go back.
 */
function newerOf(cached: MessageAnswer, incoming: MessageAnswer): MessageAnswer {
  if (Date.parse(incoming.updatedAt) < Date.parse(cached.updatedAt)) return cached;
  return incoming.ack < cached.ack ? { ...incoming, ack: cached.ack } : incoming;
}

export function removeCachedMessage(queryClient: QueryClient, ticketUuid: string, messageId: number) {
  queryClient.setQueryData<MessagesData>(messagesKey(ticketUuid), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            messages: page.messages.filter((item) => item.id !== messageId),
          })),
        }
      : data,
  );
}

export function hasCachedMessage(queryClient: QueryClient, ticketUuid: string, messageId: number): boolean {
  const data = queryClient.getQueryData<MessagesData>(messagesKey(ticketUuid));
  return data?.pages.some((page) => page.messages.some((item) => item.id === messageId)) ?? false;
}
