import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { fileListsKeys } from './get-file-lists';

/** DELETE /files/{id}: the list and its files. */
export const deleteFileList = (id: number) => api.delete<void>(`/files/${id}`);

export function useDeleteFileList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFileList,
    onSuccess: async () => {
      toast.success(t('automationAdmin.fileLists.toasts.deleted'));
      await queryClient.invalidateQueries({ queryKey: fileListsKeys.all });
    },
  });
}
