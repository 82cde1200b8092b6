import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { RequirePermission } from '../components/require-permission';
import { SubscriptionExpiredPage } from '../components/subscription-expired-page';
import { AnnouncementsPage } from '../features/announcements';
import { ForgotPasswordPage, LoginPage, ResetPasswordPage, SignupPage } from '../features/auth';
import { ChatsPage } from '../features/chats';
import { ContactImportPage, ContactsPage } from '../features/contacts';
import { KanbanPage } from '../features/kanban';
import { MessagesApiPage } from '../features/messages-api';
import { MomentsPage } from '../features/moments';
import { QuickMessagesPage } from '../features/quick-messages';
import { SchedulesPage } from '../features/schedules';
import { AppShell } from '../features/shell';
import { KanbanLanesPage, TagsPage } from '../features/tags';
import { TicketsPage } from '../features/tickets';
import { TodoListPage } from '../features/todolist';
import { expiredLandingPath } from '../lib/subscription';
import { createRouteRegistry, interimPageHandle } from './implemented-routes';
import { PublicOnly, RequireAuth } from './route-guards';
import { adminRoutes } from './routes/admin-routes';
import { campaignRoutes } from './routes/campaign-routes';
import { connectionRoutes, useShellMenuBadges } from './routes/connection-routes';
import { dashboardRoutes } from './routes/dashboard-routes';
import { flowRoutes } from './routes/flow-routes';
import { integrationRoutes } from './routes/integration-routes';
import { platformRoutes } from './routes/platform-routes';
import { reportRoutes } from './routes/report-routes';
import { SubscriptionGate } from './subscription-gate';

/** Pages of the attendant workspace itself (tickets, contacts... join here as they are built). */
const workspaceRoutes: RouteObject[] = [
  ...dashboardRoutes,
  // One route for the list and a chosen ticket, so opening a ticket keeps the manager's tab and search.
  { path: '/tickets/:ticketUuid?', element: <TicketsPage /> },
  { path: '/contacts', element: <ContactsPage /> },
  { path: '/contacts/import', element: <ContactImportPage /> },
  // Spec 3: the external API documentation; the page itself sends plans without useExternalApi home.
  { path: '/messages-api', element: <MessagesApiPage /> },
  // Spec 3 §2: every user's quick replies (the menu shows the item to all, spec 1 §2).
  { path: '/quick-messages', element: <QuickMessagesPage /> },
  // Spec 3 "Tags and kanban": tags for everyone; lane management checks useKanban and dashboard-view itself.
  { path: '/tags', element: <TagsPage /> },
  { path: '/TagsKanban', element: <KanbanLanesPage /> },
  // Spec 3 §2 Internal chat: one route for the list and a chosen chat; the page checks useInternalChat.
  { path: '/chats/:chatUuid?', element: <ChatsPage /> },
  // Spec 3 §2/§6: the super user's announcements; the page itself sends anyone else home after a second.
  { path: '/announcements', element: <AnnouncementsPage /> },
  // Spec 3 §2: every user's own local to-do list.
  { path: '/todolist', element: <TodoListPage /> },
  // Spec 3 "Kanban board": the side menu points to /kanban, the spec's table writes /Kanban (paths match either case).
  { path: '/kanban', element: <KanbanPage /> },
  // Spec 3 §2: the schedule calendar; `?contactId=` opens the create dialog. The page checks useSchedules.
  { path: '/schedules', element: <SchedulesPage /> },
  // Spec 2 §2: the real-time attendance panel; spec 2 §6 denies a profile user without allowRealTime.
  {
    element: <RequirePermission permission="attendance-panel:view" />,
    children: [{ path: '/moments', element: <MomentsPage /> }],
  },
];

const pageRoutes: RouteObject[] = [
  ...workspaceRoutes,
  ...adminRoutes,
  ...platformRoutes,
  ...connectionRoutes,
  ...reportRoutes,
  ...campaignRoutes,
  ...flowRoutes,
  ...integrationRoutes,
];

/** Which menu routes have a page: derived from the route objects, so adding a route shows its item. */
export const routeRegistry = createRouteRegistry(pageRoutes);

/** Spec 1 §2: after login, /tickets on a valid subscription. */
export const validLandingPath = '/tickets';

/** An expired company is sent to billing; until the billing page exists it reads why there. */
const billingFallback: RouteObject[] = routeRegistry.isImplemented(expiredLandingPath)
  ? []
  : [{ path: expiredLandingPath, element: <SubscriptionExpiredPage />, handle: interimPageHandle }];

/**
 * Public routes sit under PublicOnly, everything else under RequireAuth, so an unknown
 * address asks for a login first and only then says "not found".
 */
export const appRoutes: RouteObject[] = [
  {
    element: <PublicOnly />,
    children: [
      { path: '/login', element: <LoginPage validLanding={validLandingPath} /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppShell isImplemented={routeRegistry.isImplemented} useMenuBadges={useShellMenuBadges} />,
        children: [
          {
            element: <SubscriptionGate />,
            children: [...pageRoutes, ...billingFallback, { path: '*', element: <NotFoundPage /> }],
          },
        ],
      },
    ],
  },
];
