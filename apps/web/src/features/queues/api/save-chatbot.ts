import {
  type ChatbotCreateInput,
  type ChatbotOptionAnswer,
  type ChatbotUpdateInput,
  chatbotOptionAnswer,
} from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { queuesKeys } from './get-queues';

export type SaveChatbot = { id: null; body: ChatbotCreateInput } | { id: number; body: ChatbotUpdateInput };

/** POST /chatbot for a new option, PUT /chatbot/{id} for an existing one. */
export async function saveChatbot({ id, body }: SaveChatbot): Promise<ChatbotOptionAnswer> {
  const answer =
    id === null ? await api.post<unknown>('/chatbot', body) : await api.put<unknown>(`/chatbot/${id}`, body);
  return parseAnswer(chatbotOptionAnswer, answer);
}

export function useSaveChatbot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChatbot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queuesKeys.all }),
  });
}
