import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Route `handle` of a page that stands in for one not built yet (the expired-subscription notice
 * in place of billing). Its path does not count as implemented, so its menu item stays hidden.
 */
export const interimPageHandle = { interim: true } as const;

const isInterimPage = (route: RouteObject) =>
  route.path === '*' || (route.handle as { interim?: boolean } | undefined)?.interim === true;

export interface RouteRegistry {
  /** Whether a page exists at `pathname` (a menu route such as `/users`). */
  isImplemented(pathname: string): boolean;
}

/**
 * "An item appears once its page exists", derived from the route objects themselves:
 * whoever adds a route to admin-routes or platform-routes makes its menu item appear, with
 * nothing else to remember. A path counts when it matches a real page, not the catch-all 404 or
 * an interim page.
 */
export function createRouteRegistry(routes: RouteObject[]): RouteRegistry {
  const cache = new Map<string, boolean>();
  return {
    isImplemented(pathname) {
      let known = cache.get(pathname);
      if (known === undefined) {
        const matches = matchRoutes(routes, pathname);
        const page = matches?.at(-1)?.route;
        known = page !== undefined && !isInterimPage(page);
        cache.set(pathname, known);
      }
      return known;
    },
  };
}
