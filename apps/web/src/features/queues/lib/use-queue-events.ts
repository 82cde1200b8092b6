import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCompanyEvent } from '../../../lib/use-company-event';
import { queuesKeys } from '../api/get-queues';

/**
 * `company-{id}-queue` (create, update, delete; an option tree change is its queue's update):
 * events are hints, so the queue lists, the open queue and its option tree refetch.
 */
export function useQueueEvents() {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: queuesKeys.all }), [queryClient]);
  useCompanyEvent('queue', refresh);
}
