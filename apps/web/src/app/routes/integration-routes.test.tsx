import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { allPlanFeatures } from '../../test/fixtures';
import { renderRoutes, resetApp, signIn } from '../../test/harness';
import { routeRegistry } from '../router';
import { integrationRoutes } from './integration-routes';

const company = { id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z', plan: allPlanFeatures };

describe('integration routes', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    // The pages start loading; what they load is their own tests' business (here: nothing answers).
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  });
  afterEach(resetApp);

  it('serves /queue-integration and /prompts, so their menu items appear (spec 1 §2)', () => {
    expect(routeRegistry.isImplemented('/queue-integration')).toBe(true);
    expect(routeRegistry.isImplemented('/prompts')).toBe(true);
  });

  it.each(['/queue-integration', '/prompts'])('shows a profile user the no-access view at %s (spec 3 §6)', (path) => {
    signIn({ profile: 'user', company });
    renderRoutes(integrationRoutes, path);
    expect(screen.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeTruthy();
    cleanup();
  });

  it.each([
    ['/queue-integration', 'Integrações'],
    ['/prompts', 'Prompts'],
  ])('opens %s for an admin', (path, title) => {
    signIn({ company });
    renderRoutes(integrationRoutes, path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  });
});
