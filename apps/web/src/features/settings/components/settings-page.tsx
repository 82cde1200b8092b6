import { can, type Permission } from '@chatdesk/contracts';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ComponentType, Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionSubjectOf } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useCompanySettings } from '../api/get-company-settings';
import { OptionsTab } from './options-tab';
import { type CompanyScheduleFormProps, SchedulesTab } from './schedules-tab';

/** Tabs other areas provide (spec 2 §2: companies, plans, helps, whitelabel, Pix certificate). */
export type SettingsExtraTabId = 'companies' | 'plans' | 'helps' | 'whitelabel' | 'pixCertificate';

export interface SettingsExtraTab {
  id: SettingsExtraTabId;
  /** Only holders see the tab (these are the super user's). */
  permission: Permission;
  element: ReactNode;
}

export interface SettingsPageProps {
  /** The weekday-hours form, owned by the queues area and composed in by the app layer. */
  ScheduleForm: ComponentType<CompanyScheduleFormProps>;
  extraTabs?: readonly SettingsExtraTab[];
}

/**
 * /settings (spec 2 §2): options always; schedules when scheduleType is 'company'; the tabs other
 * areas provide, for those allowed to see them. Profile users never get here (route guard).
 */
export function SettingsPage({ ScheduleForm, extraTabs = [] }: SettingsPageProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const companyId = user?.companyId ?? 0;
  const settings = useCompanySettings(companyId);
  const [selected, setSelected] = useState<string>('options');

  const subject = user ? permissionSubjectOf(user) : null;
  const tabs = extraTabs.filter((extra) => subject !== null && can(subject, extra.permission));
  const showSchedules = settings.data?.scheduleType === 'company';
  const available = ['options', ...(showSchedules ? ['schedules'] : []), ...tabs.map((tab) => tab.id)];
  const tab = available.includes(selected) ? selected : 'options';

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('admin.settings.title')}
      </Typography>
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_, next: string) => setSelected(next)} variant="scrollable" scrollButtons="auto">
          <Tab value="options" label={t('admin.settings.tabs.options')} />
          {showSchedules ? <Tab value="schedules" label={t('admin.settings.tabs.schedules')} /> : null}
          {tabs.map((extra) => (
            <Tab key={extra.id} value={extra.id} label={t(`admin.settings.tabs.${extra.id}`)} />
          ))}
        </Tabs>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} role="tabpanel">
        {tab === 'options' ? <OptionsTab companyId={companyId} /> : null}
        {tab === 'schedules' ? <SchedulesTab companyId={companyId} ScheduleForm={ScheduleForm} /> : null}
        {tabs.map((extra) => (extra.id === tab ? <Fragment key={extra.id}>{extra.element}</Fragment> : null))}
      </Paper>
    </Stack>
  );
}
