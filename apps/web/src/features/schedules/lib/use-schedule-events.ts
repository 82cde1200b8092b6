import { useQueryClient } from '@tanstack/react-query';
import { useCompanyEvent } from '../../../lib/use-company-event';
import { schedulesKeys } from '../api/get-schedules';

/**
 * `company-{id}-schedule` (spec 3 §4 live lists): another user's change, or the sender marking a
 * schedule sent or failed, refetches the visible range so the calendar shows the server's state.
 */
export function useScheduleEvents() {
  const queryClient = useQueryClient();
  useCompanyEvent('schedule', () => void queryClient.invalidateQueries({ queryKey: schedulesKeys.all }));
}
