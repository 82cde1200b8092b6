import { type GlobalSettingKey, settingListAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, parseAnswer } from '../../../lib/api-client';

export const globalSettingsQueryKey = ['settings', 'global'] as const;

export type GlobalSettings = z.infer<typeof settingListAnswer>;

/** GET /settings (super user): every known global key, defaults filled in. */
export async function getGlobalSettings(): Promise<GlobalSettings> {
  return parseAnswer(settingListAnswer, await api.get('/settings'));
}

export const globalSettingsQueryOptions = queryOptions({
  queryKey: globalSettingsQueryKey,
  queryFn: getGlobalSettings,
});

/** The global settings as a map; a key the server did not send reads as ''. */
export function useGlobalSettings() {
  return useQuery({
    ...globalSettingsQueryOptions,
    select: (list) => {
      const values = new Map(list.map((setting) => [setting.key, setting.value]));
      return (key: GlobalSettingKey) => values.get(key) ?? '';
    },
  });
}
