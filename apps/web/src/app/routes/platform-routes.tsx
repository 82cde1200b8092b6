import type { RouteObject } from 'react-router';

/** Super-user and billing pages (companies, plans, helps, invoices, subscription), inside the signed-in shell. */
export const platformRoutes: RouteObject[] = [];
