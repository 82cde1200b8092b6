import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { quickMessagesKeys } from './get-quick-messages';

export const deleteQuickMessage = (id: number) => api.delete<void>(`/quick-messages/${id}`);

export function useDeleteQuickMessage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuickMessage,
    onSuccess: async () => {
      toast.success(t('quickMessages.toasts.deleted'));
      await queryClient.invalidateQueries({ queryKey: quickMessagesKeys.all });
    },
  });
}
