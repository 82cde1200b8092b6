import {
  AppError,
  globalSettingValueSchemas,
  isGlobalSettingKey,
  isPublicSettingKey,
  type Setting,
} from '@chatdesk/contracts';
import { bodyFieldError } from '../../../platform/errors/body-field-error';
import { logoKeys, removeReplacedLogo } from '../branding-files';
import { maskedSetting, storedSettingValue } from '../secret-setting-values';
import type { SettingsDeps } from '../settings.deps';
import { lockSetting, upsertSetting } from '../settings.repository';

/**
 * PUT /settings/{key} (super user): only the catalogue's keys, each value checked by its own
 * rule (downloadLimit one of the spec options, toggles enabled/disabled, colours, logos). A
 * secret key answers masked ('' removes it: `isSet` false).
 */
export async function updateGlobalSetting(deps: SettingsDeps, key: string, rawValue: string): Promise<Setting> {
  if (!isGlobalSettingKey(key)) throw new AppError('ERR_NO_SETTING_FOUND');
  const parsed = globalSettingValueSchemas[key].safeParse(rawValue);
  if (!parsed.success) throw bodyFieldError('value', parsed.error.issues[0]?.message ?? 'Valor inválido');
  const value = parsed.data;

  const previous = await deps.db.system.transaction(async (tx) => {
    const row = await lockSetting(tx, key);
    await upsertSetting(tx, key, storedSettingValue(deps.secrets, key, value));
    return row?.value ?? null;
  });
  if (logoKeys.has(key)) await removeReplacedLogo(deps, previous, value);
  deps.events.publish({ type: 'settings.updated', key, value: isPublicSettingKey(key) ? value : null });
  return maskedSetting({ key, value });
}
