import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { renderRoutes, resetApp, signIn } from '../test/harness';
import { SubscriptionGate } from './subscription-gate';

function renderAt(path: string, dueDate: string, profile: 'admin' | 'user' = 'admin') {
  signIn({ profile, company: { id: 3, name: 'Acme', dueDate } });
  return renderRoutes(
    [
      {
        element: <SubscriptionGate />,
        children: [
          { path: '/users', element: <p>users page</p> },
          { path: '/financeiro', element: <p>billing page</p> },
          { path: '/subscription', element: <p>subscription page</p> },
        ],
      },
    ],
    path,
  );
}

describe('subscription gate (spec 1 §4)', () => {
  afterEach(resetApp);

  it('sends an expired company to /financeiro from any other page', async () => {
    const router = renderAt('/users', '2020-01-01T00:00:00.000Z');
    expect(await screen.findByText('billing page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/financeiro');
  });

  it('lets an expired company open the billing pages', () => {
    renderAt('/subscription', '2020-01-01T00:00:00.000Z');
    expect(screen.getByText('subscription page')).toBeTruthy();
  });

  it('shows a plain user of an expired company the expiry notice instead of a page they cannot open', async () => {
    await i18n.changeLanguage('pt-BR');
    renderAt('/users', '2020-01-01T12:00:00.000Z', 'user');
    expect(screen.getByText(/Opss! Sua assinatura venceu em .*Entre em contato com o suporte/)).toBeTruthy();
    expect(screen.queryByText('users page')).toBeNull();
  });

  it('lets a valid subscription through', () => {
    renderAt('/users', '2999-01-01T00:00:00.000Z');
    expect(screen.getByText('users page')).toBeTruthy();
  });
});
