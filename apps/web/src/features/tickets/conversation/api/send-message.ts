import { type MessageAnswer, messageAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { upsertCachedMessage } from './messages-cache';

export interface TextMessageInput {
  body: string;
  quotedMsg?: MessageAnswer | null;
  isPrivate?: boolean;
  signMessage?: boolean;
  /** A contact of the company to send as a card (its id). */
  vCard?: number | null;
}

/** The created messages when the API answers with them (one, or one per file); events bring them otherwise. */
const createdMessages = (answer: unknown): MessageAnswer[] => {
  const parsed = z.union([messageAnswer, z.array(messageAnswer)]).safeParse(answer);
  if (!parsed.success) return [];
  return Array.isArray(parsed.data) ? parsed.data : [parsed.data];
};

/** POST /messages/{ticketId} JSON {body, quotedMsg, isPrivate, vCard, signMessage}. */
export async function sendTextMessage(ticketId: number, input: TextMessageInput): Promise<MessageAnswer[]> {
  const answer = await api.post<unknown>(`/messages/${ticketId}`, {
    read: true,
    fromMe: true,
    body: input.body,
    quotedMsg: input.quotedMsg ? { id: input.quotedMsg.id } : null,
    isPrivate: input.isPrivate ?? false,
    signMessage: input.signMessage ?? false,
    ...(input.vCard ? { vCard: input.vCard } : {}),
  });
  return createdMessages(answer);
}

export interface MediaMessageInput {
  files: File[];
  body: string;
  isPrivate?: boolean;
  signMessage?: boolean;
}

/**
 * POST /messages/{ticketId} multipart {medias, body, isPrivate, signMessage}: a single `body`
 * captions the first file (the API names the others after their files).
 */
export async function sendMediaMessage(ticketId: number, input: MediaMessageInput): Promise<MessageAnswer[]> {
  const form = new FormData();
  form.append('fromMe', 'true');
  if (input.body) form.append('body', input.body);
  form.append('isPrivate', String(input.isPrivate ?? false));
  form.append('signMessage', String(input.signMessage ?? false));
  for (const file of input.files) form.append('medias', file, file.name);
  return createdMessages(await api.post<unknown>(`/messages/${ticketId}`, form));
}

/** POST /messages/{ticketId}/read when the conversation opens: the list's unread badge resets. */
export async function markTicketRead(ticketId: number): Promise<void> {
  await api.post<unknown>(`/messages/${ticketId}/read`);
}

/** Sending and what it puts in the cache: the answer goes in at once, the socket event confirms it. */
export function useSendMessage(ticketId: number, ticketUuid: string) {
  const queryClient = useQueryClient();
  const store = (messages: MessageAnswer[]) => {
    for (const message of messages) upsertCachedMessage(queryClient, ticketUuid, message);
  };
  const text = useMutation({
    mutationFn: (input: TextMessageInput) => sendTextMessage(ticketId, input),
    onSuccess: store,
  });
  const media = useMutation({
    mutationFn: (input: MediaMessageInput) => sendMediaMessage(ticketId, input),
    onSuccess: store,
  });
  return { text, media };
}
