import { type QueueAnswer, type QueueUpdateInput, queueAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { queuesKeys } from './get-queues';

export async function updateQueue({ id, body }: { id: number; body: QueueUpdateInput }): Promise<QueueAnswer> {
  return parseAnswer(queueAnswer, await api.put<unknown>(`/queue/${id}`, body));
}

export function useUpdateQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQueue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queuesKeys.all }),
  });
}
