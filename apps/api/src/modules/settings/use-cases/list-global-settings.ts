import { withDefaults } from '../global-setting-values';
import { readableSettingValue } from '../secret-setting-values';
import type { SettingsDeps } from '../settings.deps';
import { listSettingRows } from '../settings.repository';

/** GET /settings (super user): every global key, credentials included, defaults filled in. */
export async function listGlobalSettings(deps: SettingsDeps) {
  const rows = await deps.db.system.transaction(listSettingRows);
  return withDefaults(rows.map((row) => ({ ...row, value: readableSettingValue(deps.secrets, row.key, row.value) })));
}
