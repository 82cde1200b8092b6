import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { contactListsKeys } from './get-contact-lists';

/** DELETE /contact-lists/{id} (with its items) or DELETE /contact-list-items/{id}. */
export function useDeleteContactListRecord(kind: 'list' | 'item') {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<void>(kind === 'list' ? `/contact-lists/${id}` : `/contact-list-items/${id}`),
    onSuccess: async () => {
      toast.success(t(kind === 'list' ? 'contactLists.toasts.deleted' : 'contactLists.toasts.itemDeleted'));
      await queryClient.invalidateQueries({ queryKey: contactListsKeys.all });
    },
  });
}
