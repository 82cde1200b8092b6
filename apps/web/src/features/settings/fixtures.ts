import { type CompanySettings, companySettingDefaults, toCompanySettingsAnswer } from '@chatdesk/contracts';

/** The API's defaults (the stored company options), as the API answers them. */
export function settingsFixture(overrides: Partial<CompanySettings> = {}): CompanySettings {
  return { ...toCompanySettingsAnswer(companySettingDefaults), ...overrides };
}
