import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useForeignCompany } from '../lib/connection-scope';
import { connectionsKeys } from './get-connections';

/** DELETE /whatsapp/{id}; the last default connection answers ERR_NO_OTHER_WHATSAPP. */
export const deleteConnection = (id: number) => api.delete<void>(`/whatsapp/${id}`);

/** DELETE /whatsapp-admin/{id}: the super user deleting another company's connection. */
export const deleteForeignConnection = (id: number) => api.delete<void>(`/whatsapp-admin/${id}`);

export function useDeleteConnection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const foreign = useForeignCompany();
  return useMutation({
    mutationFn: foreign ? deleteForeignConnection : deleteConnection,
    onSuccess: async () => {
      toast.success(t('connections.toasts.deleted'));
      await queryClient.invalidateQueries({ queryKey: connectionsKeys.all });
    },
  });
}
