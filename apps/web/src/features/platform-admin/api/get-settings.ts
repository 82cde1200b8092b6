import { type GlobalSettingKey, isSecretSettingKey, settingListAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, parseAnswer } from '../../../lib/api-client';

export const globalSettingsQueryKey = ['settings', 'global'] as const;

export type GlobalSettings = z.infer<typeof settingListAnswer>;

/**
 * A secret key (payment credentials, webhook secrets) as the page keeps it: never a value, only
 * whether one is stored. The server masks them already; this holds even if one slipped through.
 */
export function maskSecretSetting<S extends { key: string; value: string; isSet?: boolean }>(setting: S): S {
  if (!isSecretSettingKey(setting.key)) return setting;
  return { ...setting, value: '', isSet: setting.isSet ?? setting.value !== '' };
}

/** GET /settings (super user): every known global key, defaults filled in; secret keys masked. */
export async function getGlobalSettings(): Promise<GlobalSettings> {
  return parseAnswer(settingListAnswer, await api.get('/settings')).map(maskSecretSetting);
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

/** Whether each secret global key has a value stored (the answer's `isSet`). */
export function useSecretSettingFlags() {
  return useQuery({
    ...globalSettingsQueryOptions,
    select: (list) => {
      const stored = new Set(list.filter((setting) => setting.isSet).map((setting) => setting.key));
      return (key: GlobalSettingKey) => stored.has(key);
    },
  });
}
