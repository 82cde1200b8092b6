import { screen } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { mockApi, renderRoutes, resetApp, signIn } from '../test/harness';
import { appRoutes, routeRegistry } from './router';

/** The guard route that holds /moments in the app's own route tree. */
function momentsGuard(): RouteObject {
  const match = matchRoutes(appRoutes, '/moments')?.find((m) => m.route.children?.some((c) => c.path === '/moments'));
  if (!match) throw new Error('no /moments route');
  return match.route;
}

describe('moments route', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    mockApi({});
  });
  afterEach(resetApp);

  it('serves /moments, so the management menu shows the panel', () => {
    expect(routeRegistry.isImplemented('/moments')).toBe(true);
  });

  it('opens the panel for admins and users with allowRealTime', () => {
    signIn({ profile: 'user', allowRealTime: 'enabled' } as Parameters<typeof signIn>[0]);
    renderRoutes([momentsGuard()], '/moments');
    expect(screen.getByRole('heading', { level: 1, name: 'Painel de Atendimentos' })).toBeTruthy();
  });

  it('shows a profile user without allowRealTime the 403 page, even with showDashboard', () => {
    signIn({ profile: 'user', showDashboard: 'enabled' } as Parameters<typeof signIn>[0]);
    renderRoutes([momentsGuard()], '/moments');
    expect(screen.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Painel de Atendimentos' })).toBeNull();
  });
});
