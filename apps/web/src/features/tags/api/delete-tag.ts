import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { tagsKeys } from './get-tags';

export const deleteTag = (id: number) => api.delete<void>(`/tags/${id}`);

export function useDeleteTag() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: async () => {
      toast.success(t('tags.toasts.deleted'));
      await queryClient.invalidateQueries({ queryKey: tagsKeys.all });
    },
  });
}
