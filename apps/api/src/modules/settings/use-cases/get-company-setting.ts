import type { CompanySettingColumn, CompanySettingOne } from '@chatdesk/contracts';
import { readCompanySettings } from '../../companies/company-settings.repository';
import { toAnswerValue } from '../company-settings-answer';
import type { SettingsCaller, SettingsDeps } from '../settings.deps';

/** GET /companySettingOne?column=X: one option of the caller's company. */
export async function getCompanySetting(
  deps: SettingsDeps,
  caller: SettingsCaller,
  column: CompanySettingColumn,
): Promise<CompanySettingOne> {
  const values = await deps.db.tenant(caller.companyId).transaction((tx) => readCompanySettings(tx, caller.companyId));
  return { key: column, value: toAnswerValue(column, values[column]) };
}
