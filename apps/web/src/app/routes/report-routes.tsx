import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../components/require-permission';
import { ReportsPage } from '../../features/reports';
import { TicketLogTimelineModal } from '../../features/tickets';

/**
 * /reports (spec 2 §2), for the management group ('reports:view'); anyone else gets the 403 page.
 * The page opens a ticket's log with the tickets area's dialog, handed over here.
 */
export const reportRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission="reports:view" />,
    children: [{ path: '/reports', element: <ReportsPage TicketLogDialog={TicketLogTimelineModal} /> }],
  },
];
