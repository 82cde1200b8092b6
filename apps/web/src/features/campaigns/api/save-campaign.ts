import { type CampaignFields, type CampaignRecord, campaignRecord } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttachmentChange } from '../../../components/attachment-field';
import { api, parseAnswer } from '../../../lib/api-client';
import { campaignsKeys } from './get-campaigns';

export interface CampaignSave {
  id: number | null;
  fields: CampaignFields;
  attachment: AttachmentChange;
}

/** Spec 3 §7 and §5: POST or PUT the campaign, then (a separate call) POST/DELETE its media-upload. */
export async function saveCampaign({ id, fields, attachment }: CampaignSave): Promise<CampaignRecord> {
  const saved = parseAnswer(
    campaignRecord,
    id === null ? await api.post<unknown>('/campaigns', fields) : await api.put<unknown>(`/campaigns/${id}`, fields),
  );
  if (attachment.action === 'remove' && saved.mediaPath)
    return parseAnswer(campaignRecord, await api.delete<unknown>(`/campaigns/${saved.id}/media-upload`));
  if (attachment.action === 'replace') {
    const form = new FormData();
    form.append('file', attachment.file);
    return parseAnswer(campaignRecord, await api.post<unknown>(`/campaigns/${saved.id}/media-upload`, form));
  }
  return saved;
}

/** Every campaign mutation refreshes the lists, the dialog's record and the reports. */
function useCampaignMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsKeys.all }),
  });
}

export const useSaveCampaign = () => useCampaignMutation(saveCampaign);
export const useDeleteCampaign = () => useCampaignMutation((id: number) => api.delete<void>(`/campaigns/${id}`));
/** POST /campaigns/{id}/cancel or /restart (spec 3 §4). */
export const useCampaignAction = () =>
  useCampaignMutation(async ({ id, action }: { id: number; action: 'cancel' | 'restart' }) =>
    parseAnswer(campaignRecord, await api.post<unknown>(`/campaigns/${id}/${action}`)),
  );
