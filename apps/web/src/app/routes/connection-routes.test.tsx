import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionFixture } from '../../features/connections/fixtures';
import { AppShell } from '../../features/shell';
import { i18n } from '../../i18n';
import { json, mockApi, renderRoutes, resetApp, signIn } from '../../test/harness';

vi.mock('../../lib/socket-provider', () => ({ useSocket: () => null }));
const { connectionRoutes, useShellMenuBadges } = await import('./connection-routes');

const isImplemented = (route: string) => ['/connections', '/allConnections'].includes(route);

function renderApp(status: 'CONNECTED' | 'qrcode') {
  mockApi({
    'GET /api/version': () => json(200, { version: '3.6.0' }),
    'GET /api/whatsapp': () => json(200, [connectionFixture({ status })]),
  });
  renderRoutes(
    [
      {
        element: <AppShell isImplemented={isImplemented} useMenuBadges={useShellMenuBadges} />,
        children: connectionRoutes,
      },
    ],
    '/connections',
  );
}

/** The dot badge on the connections entry (MUI hides it with the 'invisible' class). */
const connectionsBadge = () =>
  screen.getByRole('link', { name: 'Conexões' }).querySelector('.MuiBadge-badge') as HTMLElement;

describe('connection routes', { timeout: 20_000 }, () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(resetApp);

  it('serves /connections in the shell and raises the menu badge while a connection needs attention', async () => {
    signIn();
    renderApp('qrcode');
    await screen.findByRole('heading', { name: 'Conexões (1)' });
    expect(screen.queryByRole('link', { name: 'Todas as Conexões' })).toBeNull();
    await waitFor(() => expect(connectionsBadge().className).not.toMatch(/invisible/), { timeout: 4000 });
  });

  it('keeps the badge off when every connection is connected', async () => {
    signIn();
    renderApp('CONNECTED');
    await screen.findByRole('heading', { name: 'Conexões (1)' });
    await new Promise((resolve) => setTimeout(resolve, 2300));
    expect(connectionsBadge().className).toMatch(/invisible/);
  });
});
