export type { CompanyScheduleFormProps } from './components/schedules-tab';
export {
  type SettingsExtraTab,
  type SettingsExtraTabId,
  SettingsPage,
  type SettingsPageProps,
} from './components/settings-page';
