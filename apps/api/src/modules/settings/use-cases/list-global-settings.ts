import { withDefaults } from '../global-setting-values';
import { maskedSetting, readableSettingValue } from '../secret-setting-values';
import type { SettingsDeps } from '../settings.deps';
import { listSettingRows } from '../settings.repository';

/** GET /settings (super user): every global key, defaults filled in; credentials say only whether they are set. */
export async function listGlobalSettings(deps: SettingsDeps) {
  const rows = await deps.db.system.transaction(listSettingRows);
  const readable = rows.map((row) => ({ ...row, value: readableSettingValue(deps.secrets, row.key, row.value) }));
  return withDefaults(readable).map(maskedSetting);
}
