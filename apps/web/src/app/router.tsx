import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { LoginPage } from '../features/auth';
import { AppShell, HomePage } from '../features/shell';
import { PublicOnly, RequireAuth } from './route-guards';
import { adminRoutes } from './routes/admin-routes';
import { platformRoutes } from './routes/platform-routes';

/**
 * Public routes sit under PublicOnly, everything else under RequireAuth, so an unknown
 * address asks for a login first and only then says "not found".
 */
export const appRoutes: RouteObject[] = [
  {
    element: <PublicOnly />,
    children: [{ path: '/login', element: <LoginPage /> }],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppShell />,
        children: [
          { index: true, element: <HomePage /> },
          ...adminRoutes,
          ...platformRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
