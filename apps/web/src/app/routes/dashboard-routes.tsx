import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../components/require-permission';
import { DashboardPage } from '../../features/dashboard';

/**
 * Spec 1 §2/§6: the dashboard at /, for admins and users with showDashboard; anyone else gets the
 * 403 page. Being a real page, it makes the management group's Dashboard item appear.
 */
export const dashboardRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission="dashboard:view" />,
    children: [{ index: true, element: <DashboardPage /> }],
  },
];
