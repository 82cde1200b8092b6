import { AppError, isPublicConfigKey, isPublicSettingKey, type Setting } from '@chatdesk/contracts';
import { defaultSettingValue } from '../global-setting-values';
import type { SettingsDeps } from '../settings.deps';
import { findSetting } from '../settings.repository';

/**
 * GET /public-settings/{key}: only the whitelisted branding and signup keys, and the public values
 * of the server's environment (the Facebook login's); any other key reads as missing.
 */
export async function getPublicSetting(deps: SettingsDeps, key: string): Promise<Setting> {
  if (isPublicConfigKey(key)) return { key, value: deps.publicConfig[key] };
  if (!isPublicSettingKey(key)) throw new AppError('ERR_NO_SETTING_FOUND');
  const row = await deps.db.system.transaction((tx) => findSetting(tx, key));
  return { key, value: row ? row.value : defaultSettingValue(key) };
}
