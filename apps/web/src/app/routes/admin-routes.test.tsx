import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { renderRoutes, resetApp, signIn } from '../../test/harness';
import { adminRoutes } from './admin-routes';

const renderAt = (path: string) => renderRoutes(adminRoutes, path);

describe('admin routes', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    // The pages start loading; what they load is their own tests' business.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
  });
  afterEach(resetApp);

  it.each(['/users', '/queues', '/files', '/settings'])('shows a profile user the 403 page at %s', (path) => {
    signIn({ profile: 'user' });
    renderAt(path);
    expect(screen.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeTruthy();
    cleanup();
  });

  it.each([
    ['/users', 'Usuários'],
    ['/queues', 'Filas & Chatbot'],
    ['/files', 'Lista de Arquivos'],
    ['/settings', 'Configurações'],
  ])('opens %s for an admin', (path, title) => {
    signIn();
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeNull();
  });
});
