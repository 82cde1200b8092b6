import { withDefaults } from '../global-setting-values';
import type { SettingsDeps } from '../settings.deps';
import { listSettingRows } from '../settings.repository';

/** GET /settings (super user): every global key, credentials included, defaults filled in. */
export async function listGlobalSettings(deps: SettingsDeps) {
  return withDefaults(await deps.db.system.transaction(listSettingRows));
}
