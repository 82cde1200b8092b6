import type { Permission } from '@chatdesk/contracts';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useCan } from '../lib/permissions';
import { AccessDeniedPage } from './access-denied-page';

/** Route element: the page (or `children`) for holders of `permission`, the 403 page for everyone else. */
export function RequirePermission({ permission, children }: { permission: Permission; children?: ReactNode }) {
  const allowed = useCan(permission);
  if (!allowed) return <AccessDeniedPage />;
  return children ?? <Outlet />;
}
