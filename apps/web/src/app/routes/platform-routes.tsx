import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../components/require-permission';
import { InvoicesPage, SubscriptionPage } from '../../features/billing';
import { HelpsPage } from '../../features/helps';
import { CompaniesPage, HelpsAdminPage, PlansPage } from '../../features/platform-admin';

/**
 * Super-user and billing pages (companies, plans, helps, invoices, subscription), inside the signed-in shell.
 * The spec does not name the plans and help-videos admin routes; /plans-admin and /helps-admin keep
 * them apart from the public plan list and the /helps grid. The same screens are the settings page's tabs.
 */
export const platformRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission="companies:manage" />,
    children: [{ path: '/companies', element: <CompaniesPage /> }],
  },
  {
    element: <RequirePermission permission="plans:manage" />,
    children: [{ path: '/plans-admin', element: <PlansPage /> }],
  },
  {
    element: <RequirePermission permission="helps:manage" />,
    children: [{ path: '/helps-admin', element: <HelpsAdminPage /> }],
  },
  // Every signed-in user.
  { path: '/helps', element: <HelpsPage /> },
  // Company admins (the menu's admin-only items); the subscription gate lets these two through when expired.
  {
    element: <RequirePermission permission="drawer-admin-items:view" />,
    children: [
      { path: '/financeiro', element: <InvoicesPage /> },
      { path: '/subscription', element: <SubscriptionPage /> },
    ],
  },
];
