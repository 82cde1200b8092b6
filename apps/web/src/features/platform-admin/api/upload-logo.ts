import {
  type WhitelabelLogo,
  type WhitelabelLogoMode,
  whitelabelLogoAnswer,
  whitelabelLogoKey,
} from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, parseAnswer } from '../../../lib/api-client';
import { publicSettingsQueryKey } from '../../../lib/public-settings';
import { toast } from '../../../lib/toast';
import { type GlobalSettings, globalSettingsQueryKey } from './get-settings';
import { storeSetting } from './update-setting';

/** POST /settings-whitelabel/logo: stores the file and sets appLogoLight / appLogoDark / appLogoFavicon. */
export async function uploadLogo({ mode, file }: { mode: WhitelabelLogoMode; file: File }): Promise<WhitelabelLogo> {
  const form = new FormData();
  form.append('typeArch', 'logo');
  form.append('mode', mode);
  form.append('file', file);
  return parseAnswer(whitelabelLogoAnswer, await api.post('/settings-whitelabel/logo', form));
}

export function useUploadLogo() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: async (logo, { mode }) => {
      const saved = { key: whitelabelLogoKey[mode], value: logo.url };
      queryClient.setQueryData<GlobalSettings>(globalSettingsQueryKey, (list) => storeSetting(list, saved));
      toast.success(t('platform.whiteLabel.saved'), 'platform.whiteLabel.saved');
      // The shell themes itself from ['public-settings', key]: refetching applies the brand at once.
      await queryClient.invalidateQueries({ queryKey: publicSettingsQueryKey });
    },
  });
}
