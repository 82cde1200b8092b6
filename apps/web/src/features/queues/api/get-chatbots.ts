import { type ChatbotOptionAnswer, chatbotTreeAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { queuesKeys } from './get-queues';

/** GET /chatbot?queueId: the queue's option tree (top-level options, each with its sub-options). */
export async function getChatbots(queueId: number, signal?: AbortSignal): Promise<ChatbotOptionAnswer[]> {
  return parseAnswer(chatbotTreeAnswer, await api.get<unknown>('/chatbot', { queueId }, { signal }));
}

export const chatbotsQueryOptions = (queueId: number) =>
  queryOptions({ queryKey: queuesKeys.chatbots(queueId), queryFn: ({ signal }) => getChatbots(queueId, signal) });

export const useChatbots = (queueId: number) => useQuery(chatbotsQueryOptions(queueId));
