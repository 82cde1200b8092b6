import type { PhraseCampaignInput } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { phraseCampaignsKeys } from './get-phrase-campaigns';

export interface SavePhraseCampaign {
  /** null: a new campaign (POST /flowcampaign); else PUT /flowcampaign with the id in the body. */
  id: number | null;
  body: PhraseCampaignInput;
}

export const savePhraseCampaign = ({ id, body }: SavePhraseCampaign) =>
  id === null ? api.post<unknown>('/flowcampaign', body) : api.put<unknown>('/flowcampaign', { ...body, id });

export const deletePhraseCampaign = (id: number) => api.delete<unknown>(`/flowcampaign/${id}`);

/** Spec 3 §8 toasts: 'Frase criada com sucesso!', 'Frase alterada com sucesso!'. */
export function useSavePhraseCampaign() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePhraseCampaign,
    onSuccess: (_, { id }) =>
      toast.success(t(id === null ? 'phraseCampaigns.toasts.created' : 'phraseCampaigns.toasts.updated')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: phraseCampaignsKeys.list }),
  });
}

/** Spec 3 §8: 'Frase deletada'. */
export function useDeletePhraseCampaign() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhraseCampaign,
    onSuccess: () => toast.success(t('phraseCampaigns.toasts.deleted')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: phraseCampaignsKeys.list }),
  });
}
