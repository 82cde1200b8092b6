import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { toasts } from '../../../lib/toast';
import { allPlanFeatures } from '../../../test/fixtures';
import { json, mockApi, renderRoutes, resetApp } from '../../../test/harness';
import { SignupPage } from './signup-page';

const plans = [
  { id: 4, name: 'Básico', amount: '49.90', users: 3, connections: 1, queues: 2, ...allPlanFeatures },
  { id: 5, name: 'Pro', amount: '99.00', users: 10, connections: 3, queues: 10, ...allPlanFeatures },
];

function renderPage(allowSignup: string, path = '/signup') {
  const api = mockApi({
    'GET /api/public-settings/allowSignup': () => json(200, { key: 'allowSignup', value: allowSignup }),
    'GET /api/plans/list': () => json(200, plans),
    'POST /api/auth/signup': () => json(201, {}),
  });
  const router = renderRoutes(
    [
      { path: '/signup', element: <SignupPage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    path,
  );
  return { api, router };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

// Page tests render MUI and wait for real timers (the 2 s sent state): roomier than the default 5 s.
describe('signup page', { timeout: 20_000 }, () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(resetApp);

  it('shows a clear notice and no form when signup is disabled', async () => {
    renderPage('disabled');
    expect(await screen.findByText(/O cadastro de novas empresas está desabilitado/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).toBeNull();
  });

  it('validates with the spec texts and sends nothing', async () => {
    const { api } = renderPage('enabled');
    await screen.findByRole('button', { name: 'Cadastrar' });
    fill(/^Seu nome/, 'A');
    fill(/^E-mail/, 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('Muito curto!')).toBeTruthy();
    expect(screen.getByText('Email inválido')).toBeTruthy();
    expect(screen.getAllByText('Obrigatório').length).toBeGreaterThanOrEqual(2);
    fill(/^Seu nome/, 'A'.repeat(51));
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('Muito extenso!')).toBeTruthy();
    expect(api.calls('POST /api/auth/signup')).toEqual([]);
  });

  it('masks the phone, offers the public plans with price and limits, sends digits only, then goes to /login', async () => {
    const { api, router } = renderPage('enabled', '/signup?companyId=1');
    await screen.findByRole('button', { name: 'Cadastrar' });
    fill(/^Nome da empresa/, 'Acme');
    fill(/^Seu nome/, 'Ana');
    fill(/^E-mail/, 'Ana@Acme.com');
    fill(/^Telefone/, '11987654321');
    expect(field(/^Telefone/).value).toBe('(11) 98765-4321');
    fill(/^Senha/, 'secret-1');

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Plano/ }).getAttribute('aria-disabled')).toBeNull(),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Plano/ }));
    const options = within(screen.getByRole('listbox'));
    const pro = options.getByRole('option', { name: /^Pro/ });
    expect(pro.textContent).toMatch(/Atendentes: 10 - Conexões: 3 - Filas: 10 - R\$\s?99,00/);
    fireEvent.click(pro);

    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls('POST /api/auth/signup')).toEqual([
      {
        companyName: 'Acme',
        name: 'Ana',
        email: 'ana@acme.com',
        phone: '11987654321',
        password: 'secret-1',
        planId: 5,
      },
    ]);
    expect(toasts.getToasts().map((toast) => toast.message)).toEqual([
      'Cadastro realizado com sucesso! Entre com seu e-mail e senha.',
    ]);
  });
});
