import { type QueueAnswer, type QueueCreateInput, queueAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { queuesKeys } from './get-queues';

export async function createQueue(body: QueueCreateInput): Promise<QueueAnswer> {
  return parseAnswer(queueAnswer, await api.post<unknown>('/queue', body));
}

export function useCreateQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQueue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queuesKeys.all }),
  });
}
