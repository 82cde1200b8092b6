import { vi } from 'vitest';

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (init: RequestInit) => Response | Promise<Response>;

/**
 * A global fetch double answering by "METHOD /path" (query string ignored); anything else is the
 * API's JSON 404. `calls(route)` lists the bodies sent to a route.
 */
export function stubApi(routes: Record<string, Handler>) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init = {}) => {
    const path = String(input).split('?')[0];
    const handler = routes[`${init.method ?? 'GET'} ${path}`];
    return handler
      ? handler(init)
      : jsonResponse(404, { error: 'ERR_ROUTE_NOT_FOUND', message: 'Rota não encontrada.' });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    calls: (route: string) =>
      fetch.mock.calls
        .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input).split('?')[0]}` === route)
        .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined)),
  };
}
