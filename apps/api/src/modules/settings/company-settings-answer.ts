import {
  type CompanySettingColumn,
  type CompanySettings,
  companySettingColumns,
  isCompanySettingBooleanColumn,
} from '@chatdesk/contracts';
import type { CompanySettingsValues } from '../companies/company-settings.repository';

/**
 * Every option is stored as text (the login answer's `companieSettings` list reads them so);
 * the two boolean options of spec 2 §4 are stored 'enabled'/'disabled' and answered as booleans.
 */
export function toCompanySettingsAnswer(values: CompanySettingsValues): CompanySettings {
  const answer: Record<string, string | boolean> = {};
  for (const column of companySettingColumns) answer[column] = toAnswerValue(column, values[column]);
  return answer as CompanySettings;
}

export function toAnswerValue(column: CompanySettingColumn, stored: string): string | boolean {
  return isCompanySettingBooleanColumn(column) ? stored === 'enabled' || stored === 'true' : stored;
}

export function toStoredValue(value: string | boolean): string {
  if (typeof value === 'boolean') return value ? 'enabled' : 'disabled';
  return value;
}

// The contracts' column list and the table's must be the same set, or an option would be unreadable or unwritable.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const columnsMatch: Same<CompanySettingColumn, keyof CompanySettingsValues> = true;
void columnsMatch;
