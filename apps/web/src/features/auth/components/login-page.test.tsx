import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PublicOnly, RequireAuth } from '../../../app/route-guards';
import { i18n } from '../../../i18n';
import { session } from '../../../lib/session';
import { sessionAnswer, sessionAnswerFor } from '../../../test/fixtures';
import { json, mockApi, notFound, renderRoutes, resetApp, toastMessages } from '../../../test/harness';
import { LoginPage } from './login-page';

const dayMs = 86_400_000;

/** A fetch double: public settings from `settings`, the login answers from a queue, 404 for the rest. */
function fakeServer(settings: Record<string, string> = {}) {
  const logins: Response[] = [];
  const settingRoutes = Object.fromEntries(
    Object.entries(settings).map(([key, value]) => [
      `GET /api/public-settings/${key}`,
      () => json(200, { key, value }),
    ]),
  );
  const { fetch } = mockApi({
    ...settingRoutes,
    'POST /api/auth/login': () => logins.shift() ?? notFound(),
  });
  const loginCalls = () => fetch.mock.calls.filter(([url]) => String(url) === '/api/auth/login');
  return { fetch, logins, loginCalls };
}

function renderLogin() {
  const router = renderRoutes(
    [
      { element: <PublicOnly />, children: [{ path: '/login', element: <LoginPage validLanding="/tickets" /> }] },
      {
        element: <RequireAuth />,
        children: [
          { path: '/', element: <p>start page</p> },
          { path: '/tickets', element: <p>tickets page</p> },
          { path: '/financeiro', element: <p>billing page</p> },
        ],
      },
      { path: '/forgot-password', element: <p>forgot page</p> },
      { path: '/signup', element: <p>signup page</p> },
    ],
    '/login',
  );
  return {
    router,
    email: screen.getByLabelText(/^E-mail/) as HTMLInputElement,
    password: screen.getByLabelText(/^Senha/) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Entrar' }),
  };
}

const answerDue = (dueDate: string) => sessionAnswerFor({ company: { id: 3, name: 'Acme', dueDate } });

// Page tests render MUI and wait for real timers (the 2 s sent state): roomier than the default 5 s.
describe('login page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
  });
  afterEach(resetApp);

  it('lowercases the e-mail and requires both fields', () => {
    const server = fakeServer();
    const { email, submit } = renderLogin();
    fireEvent.change(email, { target: { value: 'Ana@Example.COM' } });
    expect(email.value).toBe('ana@example.com');
    fireEvent.click(submit);
    expect(screen.getByText('Obrigatório')).toBeTruthy();
    expect(server.loginCalls()).toHaveLength(0);
  });

  it('posts the credentials, starts the session and lands on the valid landing with a success toast', async () => {
    const server = fakeServer();
    server.logins.push(json(200, sessionAnswer));
    const { router, email, password, submit } = renderLogin();
    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    fireEvent.change(password, { target: { value: 'Secret-123' } });
    fireEvent.click(submit);

    expect(await screen.findByText('tickets page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tickets');
    expect(session.getState().status).toBe('authenticated');
    const [, init] = server.loginCalls()[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@example.com', password: 'Secret-123' });
    expect(window.localStorage.getItem('token')).toBe('access-token');
    expect(toastMessages()).toEqual(['Login efetuado com sucesso!']);
  });

  it('sends an expired company to /financeiro with the error naming the due date', async () => {
    const server = fakeServer();
    // Noon UTC: the same calendar day on the platform's clock (UTC−3) and on the test machine's.
    const due = `${new Date(Date.now() - 3 * dayMs).toISOString().slice(0, 10)}T12:00:00.000Z`;
    server.logins.push(json(200, answerDue(due)));
    const { router, email, password, submit } = renderLogin();
    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    fireEvent.change(password, { target: { value: 'Secret-123' } });
    fireEvent.click(submit);

    expect(await screen.findByText('billing page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/financeiro');
    expect(toastMessages()).toEqual([
      `Opss! Sua assinatura venceu em ${new Date(due).toLocaleDateString('pt-BR')}. Entre em contato com o suporte para mais informações!`,
      'Login efetuado com sucesso!',
    ]);
  });

  it('warns with the days left when the subscription ends in fewer than 5 days', async () => {
    const server = fakeServer();
    server.logins.push(json(200, answerDue(new Date(Date.now() + 2.5 * dayMs).toISOString())));
    const { email, password, submit } = renderLogin();
    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    fireEvent.change(password, { target: { value: 'Secret-123' } });
    fireEvent.click(submit);

    expect(await screen.findByText('tickets page')).toBeTruthy();
    expect(toastMessages()).toEqual(['Login efetuado com sucesso!', 'Sua assinatura vence em 2 dias.']);
  });

  it("shows the strength, and asks 'Senha com segurança baixa' before sending a weak password", async () => {
    const server = fakeServer();
    server.logins.push(json(401, { error: 'ERR_INVALID_CREDENTIALS', message: 'server text' }));
    const { email, password, submit } = renderLogin();
    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    fireEvent.change(password, { target: { value: 'wrong' } });
    expect(screen.getByText('Senha fraca')).toBeTruthy();

    fireEvent.click(submit);
    expect(await screen.findByRole('dialog', { name: 'Senha com segurança baixa' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(server.loginCalls()).toHaveLength(0);

    fireEvent.click(submit);
    fireEvent.click(await screen.findByRole('button', { name: 'Entrar mesmo assim' }));
    await waitFor(() => expect(toastMessages()).toEqual(['Erro de autenticação. Por favor, tente novamente.']));
    expect(server.loginCalls()).toHaveLength(1);
    expect(session.getState().status).toBe('anonymous');
  });

  it('rates medium and strong passwords without asking', () => {
    fakeServer();
    const { password } = renderLogin();
    fireEvent.change(password, { target: { value: 'abcdefg1' } });
    expect(screen.getByText('Senha média')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'Abcdef1!' } });
    expect(screen.getByText('Senha forte')).toBeTruthy();
  });

  it('links to /forgot-password always, to /signup only when allowSignup is enabled', async () => {
    fakeServer();
    renderLogin();
    expect(screen.getByRole('link', { name: 'Esqueceu a senha?' }).getAttribute('href')).toBe('/forgot-password');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Cadastre-se/ })).toBeNull());
  });

  it('shows the signup link and the support chat button when configured', async () => {
    fakeServer({ allowSignup: 'enabled', supportChatUrl: '+55 11 98765-4321' });
    renderLogin();
    expect((await screen.findByRole('link', { name: /Cadastre-se/ })).getAttribute('href')).toBe('/signup');
    const support = await screen.findByRole('link', { name: 'Fale com o suporte' });
    expect(support.getAttribute('href')).toBe('https://wa.me/5511987654321');
    expect(support.getAttribute('target')).toBe('_blank');
  });
});
