import type { CompanySettingColumn } from '@chatdesk/contracts';

export { toAnswerValue, toCompanySettingsAnswer } from '@chatdesk/contracts';

import type { CompanySettingsValues } from '../companies/company-settings.repository';

export function toStoredValue(value: string | boolean): string {
  if (typeof value === 'boolean') return value ? 'enabled' : 'disabled';
  return value;
}

// The contracts' column list and the table's must be the same set, or an option would be unreadable or unwritable.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const columnsMatch: Same<CompanySettingColumn, keyof CompanySettingsValues> = true;
void columnsMatch;
