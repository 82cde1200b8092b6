import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { type SessionUser, session } from '../lib/session';
import { toasts } from '../lib/toast';
import { sessionAnswerFor } from './fixtures';

/** One request the page sent: JSON bodies parsed, FormData kept as is. */
export interface ApiCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/** A JSON answer as the API sends it (`undefined` sends no body). */
export const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The API's answer to a route it does not have. */
export const notFound = () => json(404, { error: 'ERR_ROUTE_NOT_FOUND', message: 'Rota não encontrada.' });

/**
 * Stubs the global fetch with a table of 'METHOD /api/path' -> answer (query string ignored);
 * anything else is the API's JSON 404. Records every call for the assertions.
 */
export function mockApi(routes: Record<string, (call: ApiCall) => Response | Promise<Response>>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const call = { method: init?.method ?? 'GET', path: url.pathname, search: url.searchParams, body };
    calls.push(call);
    const answer = routes[`${call.method} ${call.path}`];
    return answer ? answer(call) : notFound();
  });
  vi.stubGlobal('fetch', fetch);
  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return {
    fetch,
    callsTo,
    /** The bodies sent to 'METHOD /api/path'. */
    calls: (route: string) => {
      const [method = '', path = ''] = route.split(' ');
      return callsTo(method, path).map((call) => call.body);
    },
  };
}

/** Renders `ui` at `path` with a fresh query client and a memory router, as the app's providers would. */
export function renderWithApp(ui: ReactNode, path = '/') {
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Renders `routes` at `path` with a fresh query client; the router shows where the page navigated. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Starts the session of the fixture user (Ana, admin of Acme) with `user`'s changes. */
export function signIn(user: Partial<SessionUser> = {}) {
  act(() => session.start(sessionAnswerFor(user)));
}

export const toastMessages = () => toasts.getToasts().map((toast) => toast.message);

export function resetToasts() {
  act(() => {
    for (const toast of toasts.getToasts()) toasts.dismiss(toast.key);
  });
}

/** Undoes what a test left behind: the fetch stub, the session and the toasts. */
export function resetApp() {
  vi.unstubAllGlobals();
  act(() => session.clear());
  resetToasts();
}
