import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { session } from '../../lib/session';
import { sessionAnswer } from '../../test/fixtures';
import { createQueryClient } from '../query-client';
import { adminRoutes } from './admin-routes';

function renderAt(path: string) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('admin routes', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    // The pages start loading; what they load is their own tests' business.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => session.clear());
  });

  it.each(['/users', '/queues', '/settings'])('shows a profile user the 403 page at %s', (path) => {
    act(() => session.start({ ...sessionAnswer, user: { ...sessionAnswer.user, profile: 'user' } }));
    renderAt(path);
    expect(screen.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeTruthy();
    cleanup();
  });

  it.each([
    ['/users', 'Usuários'],
    ['/queues', 'Filas & Chatbot'],
    ['/settings', 'Configurações'],
  ])('opens %s for an admin', (path, title) => {
    act(() => session.start(sessionAnswer));
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeNull();
  });
});
