export { CampaignReportPage } from './components/campaign-report-page';
export { CampaignSettingsPage } from './components/campaign-settings-page';
export { CampaignsPage } from './components/campaigns-page';
