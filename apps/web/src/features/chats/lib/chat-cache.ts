import type { ChatAnswer, ChatMessageAnswer, ChatMessagesPageAnswer } from '@chatdesk/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatsKeys } from '../api/get-chats';

type MessagePages = InfiniteData<ChatMessagesPageAnswer, number>;

/** Spec 3 §4: a new message is appended to the open history (page 1 holds the newest), once. */
export function appendChatMessage(queryClient: QueryClient, message: ChatMessageAnswer) {
  queryClient.setQueryData<MessagePages>(chatsKeys.messages(message.chatId), (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest || newest.records.some((row) => row.id === message.id)) return data;
    return { ...data, pages: [{ ...newest, records: [...newest.records, message] }, ...older] };
  });
}

/** The chat the page has open, as the server last described it. */
export const storeChat = (queryClient: QueryClient, record: ChatAnswer) =>
  queryClient.setQueryData(chatsKeys.chat(record.uuid), record);

/**
 * A history in reading order: the oldest page first. Offset pages shift while new messages
 * arrive, so a message may show up on two pages: each is kept once.
 */
export function messagesInOrder(pages: ChatMessagesPageAnswer[] | undefined): ChatMessageAnswer[] {
  const seen = new Set<number>();
  const ordered: ChatMessageAnswer[] = [];
  for (const page of [...(pages ?? [])].reverse()) {
    for (const row of page.records) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      ordered.push(row);
    }
  }
  return ordered.sort((a, b) => a.id - b.id);
}
