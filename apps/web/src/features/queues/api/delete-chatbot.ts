import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queuesKeys } from './get-queues';

/** DELETE /chatbot/{id}: the option and every option under it. */
export const deleteChatbot = (id: number) => api.delete<void>(`/chatbot/${id}`);

export function useDeleteChatbot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChatbot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queuesKeys.all }),
  });
}
