import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../components/require-permission';
import { CampaignReportPage, CampaignSettingsPage, CampaignsPage } from '../../features/campaigns';

/**
 * Spec 3 §2 Campaigns: the list, a campaign's report and the settings page. A profile user gets the
 * no-access view (spec 3 §6); the pages themselves send a plan without useCampaigns home.
 */
export const campaignRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission="campaigns:manage" />,
    children: [
      { path: '/campaigns', element: <CampaignsPage /> },
      { path: '/campaign/:campaignId/report', element: <CampaignReportPage /> },
      { path: '/campaigns-config', element: <CampaignSettingsPage /> },
    ],
  },
];
