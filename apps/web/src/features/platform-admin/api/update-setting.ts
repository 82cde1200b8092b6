import { type GlobalSettingKey, isPublicSettingKey, type Setting, settingAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, parseAnswer } from '../../../lib/api-client';
import { publicSettingsQueryKey } from '../../../lib/public-settings';
import { toast } from '../../../lib/toast';
import { useSecretMutation } from '../../../lib/use-secret-mutation';
import { type GlobalSettings, globalSettingsQueryKey, maskSecretSetting } from './get-settings';

/** PUT /settings/{key} (super user). */
export async function updateSetting({ key, value }: { key: GlobalSettingKey; value: string }): Promise<Setting> {
  return parseAnswer(settingAnswer, await api.put(`/settings/${encodeURIComponent(key)}`, { value }));
}

/** Writes the answer into the cached list, so selects show the saved value at once. */
export function storeSetting(list: GlobalSettings | undefined, saved: Setting): GlobalSettings | undefined {
  if (!list) return list;
  const { value, isSet } = maskSecretSetting(saved);
  const known = list.some((setting) => setting.key === saved.key);
  const updatedAt = new Date().toISOString();
  return known
    ? list.map((setting) => (setting.key === saved.key ? { ...setting, value, isSet, updatedAt } : setting))
    : [...list, { key: saved.key, value, isSet, updatedAt }];
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

/**
 * PUT /settings/{key} of a secret key: '' removes the stored value. The typed value leaves the
 * mutation cache as soon as the save settles, and only `isSet` reaches the cached list.
 */
export function useUpdateSecretSetting() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useSecretMutation<Setting, { key: GlobalSettingKey; value: string }>({
    mutationFn: updateSetting,
    onSuccess: (saved, { value }) => {
      // The answer says whether a value is stored; an older server's unmasked answer is judged by the write.
      const masked = { ...saved, isSet: saved.isSet ?? value !== '' };
      queryClient.setQueryData<GlobalSettings>(globalSettingsQueryKey, (list) => storeSetting(list, masked));
      toast.success(t('platform.whiteLabel.saved'), 'platform.whiteLabel.saved');
    },
  });
}
