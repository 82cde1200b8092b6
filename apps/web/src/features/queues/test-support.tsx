import type { QueueAnswer } from '@chatdesk/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { type SessionUser, session } from '../../lib/session';
import { toasts } from '../../lib/toast';
import { sessionAnswer } from '../../test/fixtures';

export interface ApiCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch with 'METHOD /api/path' -> answer; anything else answers 404. Records every call. */
export function mockApi(routes: Record<string, (call: ApiCall) => Response>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const raw = init?.body;
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.searchParams,
        body: typeof raw === 'string' ? JSON.parse(raw) : raw,
      };
      calls.push(call);
      const answer = routes[`${call.method} ${call.path}`];
      return answer ? answer(call) : json(404, { error: 'ERR_ROUTE_NOT_FOUND', message: 'not found' });
    }),
  );
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export function signIn(user: Partial<SessionUser> = {}) {
  act(() => session.start({ ...sessionAnswer, user: { ...sessionAnswer.user, ...user } }));
}

export function renderWithApp(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

export const toastMessages = () => toasts.getToasts().map((toast) => toast.message);

export function resetApp() {
  vi.unstubAllGlobals();
  act(() => {
    session.clear();
    for (const toast of toasts.getToasts()) toasts.dismiss(toast.key);
  });
}

export function queueFixture(overrides: Partial<QueueAnswer> = {}): QueueAnswer {
  return {
    id: 1,
    companyId: 3,
    name: 'Vendas',
    color: '#ff0000',
    orderQueue: 1,
    greetingMessage: 'Olá!',
    outOfHoursMessage: '',
    schedules: [],
    closeTicket: false,
    ativarRoteador: false,
    tempoRoteador: 0,
    integrationId: null,
    fileListId: null,
    createdAt: '2025-01-10T12:00:00.000Z',
    updatedAt: '2025-01-10T12:00:00.000Z',
    ...overrides,
  };
}
