import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { allPlanFeatures } from '../../test/fixtures';
import { renderRoutes, resetApp, signIn } from '../../test/harness';
import { routeRegistry } from '../router';
import { flowRoutes } from './flow-routes';

const company = { id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z', plan: allPlanFeatures };

describe('flow routes', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    // The pages start loading; what they load is their own tests' business (here: nothing answers).
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  });
  afterEach(resetApp);

  it('serves /flowbuilders and /phrase-lists, so their menu items appear (spec 1 §2)', () => {
    expect(routeRegistry.isImplemented('/flowbuilders')).toBe(true);
    expect(routeRegistry.isImplemented('/phrase-lists')).toBe(true);
  });

  it.each(['/flowbuilders', '/phrase-lists'])('shows a profile user the 403 page at %s', (path) => {
    signIn({ profile: 'user', company });
    renderRoutes(flowRoutes, path);
    expect(screen.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeTruthy();
    cleanup();
  });

  it.each([
    ['/flowbuilders', 'Fluxos de conversa'],
    ['/phrase-lists', 'Campanhas'],
  ])('opens %s for an admin', (path, title) => {
    signIn({ company });
    renderRoutes(flowRoutes, path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  });
});
