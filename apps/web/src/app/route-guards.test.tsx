import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionAnswer } from '../test/fixtures';

/** Fresh modules per test: the session store reads the stored token when it is created. */
async function renderAt(path: string, { storedToken = false } = {}) {
  vi.resetModules();
  if (storedToken) window.localStorage.setItem('token', 'stored-token');
  await import('../i18n');
  const { PublicOnly, RequireAuth } = await import('./route-guards');
  const { session } = await import('../lib/session');
  const router = createMemoryRouter(
    [
      { element: <PublicOnly />, children: [{ path: '/login', element: <p>login page</p> }] },
      {
        element: <RequireAuth />,
        children: [
          { path: '/', element: <p>home page</p> },
          { path: '/tickets/:uuid', element: <p>ticket page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, session };
}

describe('route guard', () => {
  afterEach(() => vi.resetModules());

  it('sends an unauthenticated user from a private route to /login', async () => {
    const { router } = await renderAt('/tickets/abc');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets an authenticated user in', async () => {
    const { router, session } = await renderAt('/tickets/abc');
    act(() => session.start(sessionAnswer));
    await act(() => router.navigate('/tickets/abc'));
    expect(await screen.findByText('ticket page')).toBeTruthy();
  });

  it('sends an authenticated user from a public route to /', async () => {
    const { router, session } = await renderAt('/login');
    expect(await screen.findByText('login page')).toBeTruthy();
    act(() => session.start(sessionAnswer));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('waits for the start-up refresh before deciding, then follows its answer', async () => {
    const { router, session } = await renderAt('/', { storedToken: true });
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.queryByText('home page')).toBeNull();
    act(() => session.start(sessionAnswer));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes to /login when the session ends on a private page (401)', async () => {
    const { router, session } = await renderAt('/login');
    act(() => session.start(sessionAnswer));
    expect(await screen.findByText('home page')).toBeTruthy();
    act(() => session.clear());
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
