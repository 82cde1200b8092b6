import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dashboardQuery } from '../api/dashboard-queries';
import { defaultDashboardFilter } from '../lib/dashboard-filter';
import { useDashboardLiveRefresh } from '../lib/use-dashboard-live-refresh';
import { AttendantsTab } from './attendants-tab';
import { DashboardFilterPanel } from './dashboard-filter-panel';
import { IndicatorsTab } from './indicators-tab';
import { NpsTab } from './nps-tab';

const tabs = ['indicators', 'nps', 'attendants'] as const;
type DashboardTab = (typeof tabs)[number];
const tabOf = (value: string | null): DashboardTab => tabs.find((tab) => tab === value) ?? 'indicators';
const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;
const panelId = 'dashboard-tab-panel';

/**
 * / (spec 1 §2 Dashboard): Indicators, Assessments (NPS) and Attendants over the filter's period
 * (the last 30 days at first). The tab lives in the address (`?tab=nps`), so a reload keeps it;
 * live ticket changes refetch the numbers after the reload delay.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const [filter, setFilter] = useState(defaultDashboardFilter);
  const dashboard = useQuery(dashboardQuery(filter));
  useDashboardLiveRefresh();
  const answer = dashboard.data;

  const selectTab = (next: DashboardTab) => setSearch(next === 'indicators' ? {} : { tab: next }, { replace: true });

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('dashboard.title')}
      </Typography>
      <DashboardFilterPanel onApply={setFilter} period={answer ? { from: answer.dateFrom, to: answer.dateTo } : null} />
      <Tabs
        value={tab}
        onChange={(_, next: DashboardTab) => selectTab(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('dashboard.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((value) => (
          <Tab
            key={value}
            value={value}
            id={tabId(value)}
            aria-controls={panelId}
            label={t(`dashboard.tabs.${value}`)}
          />
        ))}
      </Tabs>
      {/* Room kept for the bar, so a live refetch does not move the page. */}
      <Box sx={{ height: 4 }}>
        {dashboard.isFetching ? <LinearProgress aria-label={t('dashboard.charts.loading')} /> : null}
      </Box>
      {dashboard.isError && !answer ? <Alert severity="error">{t('dashboard.loadError')}</Alert> : null}
      {answer ? (
        <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)}>
          {tab === 'indicators' ? <IndicatorsTab answer={answer} /> : null}
          {tab === 'nps' ? <NpsTab counters={answer.counters} /> : null}
          {tab === 'attendants' ? <AttendantsTab rows={answer.attendants} /> : null}
        </Box>
      ) : null}
    </Stack>
  );
}
