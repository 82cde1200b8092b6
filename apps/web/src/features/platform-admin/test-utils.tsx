import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { toasts } from '../../lib/toast';

export interface ApiCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/** A JSON answer as the API sends it. */
export const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Stubs fetch with a table of 'METHOD /api/path' -> answer; unknown calls answer 404. Records
 * every call (JSON bodies parsed, FormData kept) for the assertions.
 */
export function mockApi(routes: Record<string, (call: ApiCall) => Response>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const call = { method: init?.method ?? 'GET', path: url.pathname, search: url.searchParams, body };
    calls.push(call);
    const answer = routes[`${call.method} ${call.path}`];
    return answer ? answer(call) : json(404, { error: 'ERR_ROUTE_NOT_FOUND', message: 'not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    fetch,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export function renderWithApp(ui: ReactNode) {
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export const toastMessages = () => toasts.getToasts().map((toast) => toast.message);

export function resetToasts() {
  act(() => {
    for (const toast of toasts.getToasts()) toasts.dismiss(toast.key);
  });
}
