import { AppError, isGlobalSettingKey, isSecretSettingKey, type Setting } from '@chatdesk/contracts';
import { defaultSettingValue } from '../global-setting-values';
import { maskedSetting, readableSettingValue } from '../secret-setting-values';
import type { SettingsCaller, SettingsDeps } from '../settings.deps';
import { findSetting } from '../settings.repository';

/**
 * GET /setting/{key}: one global setting for a signed-in user. Payment credentials and API
 * keys are the super user's only: anyone else is refused, whether or not a value is stored; the
 * super user learns only whether one is stored (`isSet`), never the value.
 */
export async function getSetting(deps: SettingsDeps, caller: SettingsCaller, key: string): Promise<Setting> {
  if (!isGlobalSettingKey(key)) throw new AppError('ERR_NO_SETTING_FOUND');
  if (isSecretSettingKey(key) && !caller.isSuper) throw new AppError('ERR_NO_PERMISSION');
  const row = await deps.db.system.transaction((tx) => findSetting(tx, key));
  const value = row ? readableSettingValue(deps.secrets, key, row.value) : defaultSettingValue(key);
  return maskedSetting({ key, value });
}
