import { type MessageAnswer, messageAnswer } from '@chatdesk/contracts';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseAnswer } from '../../../../lib/api-client';

export const messagesPageAnswer = z.object({ messages: z.array(messageAnswer), hasMore: z.boolean() });
export type MessagesPage = z.infer<typeof messagesPageAnswer>;
export type MessagesData = InfiniteData<MessagesPage, unknown>;

/** GET /messages/{ticketUuid}?pageNumber: page 1 holds the newest messages. */
export async function getMessages(ticketUuid: string, pageNumber: number, signal?: AbortSignal): Promise<MessagesPage> {
  return parseAnswer(
    messagesPageAnswer,
    await api.get<unknown>(`/messages/${encodeURIComponent(ticketUuid)}`, { pageNumber }, { signal }),
  );
}

export const messagesKey = (ticketUuid: string) => ['messages', ticketUuid] as const;

export const messagesQueryOptions = (ticketUuid: string) =>
  infiniteQueryOptions({
    queryKey: messagesKey(ticketUuid),
    queryFn: ({ pageParam, signal }) => getMessages(ticketUuid, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
  });

export const useMessages = (ticketUuid: string) => useInfiniteQuery(messagesQueryOptions(ticketUuid));

/** Every loaded message once, oldest first (pages may overlap after live inserts shift the offsets). */
export function flattenMessages(data: MessagesData | undefined): MessageAnswer[] {
  if (!data) return [];
  const byId = new Map<number, MessageAnswer>();
  for (const page of data.pages) for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
}
