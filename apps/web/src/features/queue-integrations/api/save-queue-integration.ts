import { type QueueIntegrationAnswer, type QueueIntegrationInput, queueIntegrationAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, parseAnswer } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSecretMutation } from '../../../lib/use-secret-mutation';
import { queueIntegrationsKeys } from './get-queue-integrations';

export interface SaveQueueIntegration {
  /** null: a new integration (POST /queueIntegration). */
  id: number | null;
  body: QueueIntegrationInput;
}

export async function saveQueueIntegration({ id, body }: SaveQueueIntegration): Promise<QueueIntegrationAnswer> {
  return parseAnswer(
    queueIntegrationAnswer,
    id === null
      ? await api.post<unknown>('/queueIntegration', body)
      : await api.put<unknown>(`/queueIntegration/${id}`, body),
  );
}

export function useSaveQueueIntegration() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useSecretMutation({
    mutationFn: saveQueueIntegration,
    onSuccess: async (saved) => {
      toast.success(t('queueIntegrations.toasts.saved'));
      queryClient.setQueryData(queueIntegrationsKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: queueIntegrationsKeys.lists });
    },
  });
}

/** DELETE /queueIntegration/{id}. */
export function useDeleteQueueIntegration() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/queueIntegration/${id}`),
    onSuccess: async (_, id) => {
      toast.success(t('queueIntegrations.toasts.deleted'));
      queryClient.removeQueries({ queryKey: queueIntegrationsKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: queueIntegrationsKeys.lists });
    },
  });
}
