import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { mockApi, renderRoutes, resetApp, signIn } from '../../test/harness';
import { routeRegistry } from '../router';
import { dashboardRoutes } from './dashboard-routes';

describe('dashboard route', () => {
  // What the page loads is its own tests' business: here every call answers 404.
  beforeEach(() => i18n.changeLanguage('pt-BR').then(() => void mockApi({})));
  afterEach(resetApp);

  it('is a real page at /, so the management group shows its Dashboard item', () => {
    expect(routeRegistry.isImplemented('/')).toBe(true);
  });

  it('shows a profile user without showDashboard the 403 page, with Voltar', () => {
    signIn({ profile: 'user', showDashboard: 'disabled' } as object);
    renderRoutes(dashboardRoutes, '/');
    expect(screen.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });

  it.each([
    ['an admin', {}],
    ['a profile user with showDashboard', { profile: 'user', showDashboard: 'enabled' }],
  ])('opens the dashboard for %s', (_, user) => {
    signIn(user as object);
    renderRoutes(dashboardRoutes, '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeNull();
  });
});
