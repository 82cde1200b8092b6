import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usersKeys } from './get-users';

export const deleteUser = (id: number) => api.delete<void>(`/users/${id}`);

export function useDeleteUser() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async () => {
      toast.success(t('admin.users.toasts.deleted'));
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
    },
  });
}
