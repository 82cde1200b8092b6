import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { queuesKeys } from './get-queues';

export const deleteQueue = (id: number) => api.delete<void>(`/queue/${id}`);

export function useDeleteQueue() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQueue,
    onSuccess: async () => {
      toast.success(t('admin.queues.toasts.deleted'));
      await queryClient.invalidateQueries({ queryKey: queuesKeys.all });
    },
  });
}
