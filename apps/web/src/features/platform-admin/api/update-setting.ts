import { type GlobalSettingKey, isPublicSettingKey, type Setting, settingAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, parseAnswer } from '../../../lib/api-client';
import { publicSettingsQueryKey } from '../../../lib/public-settings';
import { toast } from '../../../lib/toast';
import { type GlobalSettings, globalSettingsQueryKey } from './get-settings';

/** PUT /settings/{key} (super user). */
export async function updateSetting({ key, value }: { key: GlobalSettingKey; value: string }): Promise<Setting> {
  return parseAnswer(settingAnswer, await api.put(`/settings/${encodeURIComponent(key)}`, { value }));
}

/** Writes the answer into the cached list, so selects show the saved value at once. */
export function storeSetting(list: GlobalSettings | undefined, saved: Setting): GlobalSettings | undefined {
  if (!list) return list;
  const known = list.some((setting) => setting.key === saved.key);
  const updatedAt = new Date().toISOString();
  return known
    ? list.map((setting) => (setting.key === saved.key ? { ...setting, value: saved.value, updatedAt } : setting))
    : [...list, { ...saved, updatedAt }];
}

/** Spec 2 §8: 'Operação atualizada com sucesso.'; failures go to the generic handler. */
export function useUpdateSetting() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSetting,
    onSuccess: async (saved) => {
      queryClient.setQueryData<GlobalSettings>(globalSettingsQueryKey, (list) => storeSetting(list, saved));
      toast.success(t('platform.whiteLabel.saved'), 'platform.whiteLabel.saved');
      if (isPublicSettingKey(saved.key))
        // The shell themes itself from ['public-settings', key]: refetching applies the brand at once.
        await queryClient.invalidateQueries({ queryKey: publicSettingsQueryKey });
    },
  });
}
