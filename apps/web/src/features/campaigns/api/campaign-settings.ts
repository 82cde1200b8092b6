import { type CampaignSettings, campaignSettingsAnswer, campaignSettingsOf } from '@chatdesk/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

const settingsKey = ['campaigns', 'settings'] as const;

/** GET /campaign-settings: the key/value list, read as one settings object. */
export const campaignSettingsQuery = queryOptions({
  queryKey: settingsKey,
  queryFn: async ({ signal }): Promise<CampaignSettings> =>
    campaignSettingsOf(
      parseAnswer(campaignSettingsAnswer, await api.get<unknown>('/campaign-settings', undefined, { signal })),
    ),
});

/** POST /campaign-settings with body `{ settings }` (spec 3 §7). */
export function useSaveCampaignSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: CampaignSettings) =>
      campaignSettingsOf(
        parseAnswer(campaignSettingsAnswer, await api.post<unknown>('/campaign-settings', { settings })),
      ),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
