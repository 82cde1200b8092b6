import type { RouteObject } from 'react-router';

/** Company administration pages (users, queues, settings), inside the signed-in shell. */
export const adminRoutes: RouteObject[] = [];
