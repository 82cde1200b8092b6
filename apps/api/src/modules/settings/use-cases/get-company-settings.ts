import { AppError, type CompanySettings } from '@chatdesk/contracts';
import { readCompanySettings } from '../../companies/company-settings.repository';
import { toCompanySettingsAnswer } from '../company-settings-answer';
import type { SettingsCaller, SettingsDeps } from '../settings.deps';

/** GET /companySettings/{id}: the caller's own company's options; another company's id reads as missing. */
export async function getCompanySettings(
  deps: SettingsDeps,
  caller: SettingsCaller,
  companyId: number,
): Promise<CompanySettings> {
  if (companyId !== caller.companyId) throw new AppError('ERR_NO_SETTING_FOUND');
  const values = await deps.db.tenant(caller.companyId).transaction((tx) => readCompanySettings(tx, caller.companyId));
  return toCompanySettingsAnswer(values);
}
