import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { PublicOnly, RequireAuth } from '../../../app/route-guards';
import { i18n } from '../../../i18n';
import { session } from '../../../lib/session';
import { toasts } from '../../../lib/toast';
import { sessionAnswer } from '../../../test/fixtures';
import { LoginPage } from './login-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notFound = () => json(404, { error: 'ERR_ROUTE_NOT_FOUND', message: 'Rota não encontrada.' });
const dayMs = 86_400_000;

/** A fetch double: public settings from `settings`, the login answers from a queue, 404 for the rest. */
function fakeServer(settings: Record<string, string> = {}) {
  const logins: Response[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const path = String(input);
    const setting = /^\/api\/public-settings\/(\w+)$/.exec(path)?.[1];
    if (setting) return setting in settings ? json(200, { key: setting, value: settings[setting] }) : notFound();
    if (path === '/api/auth/login') return logins.shift() ?? notFound();
    return notFound();
  });
  vi.stubGlobal('fetch', fetch);
  const loginCalls = () => fetch.mock.calls.filter(([url]) => String(url) === '/api/auth/login');
  return { fetch, logins, loginCalls };
}

function renderLogin() {
  const router = createMemoryRouter(
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
    { initialEntries: ['/login'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    router,
    email: screen.getByLabelText(/^E-mail/) as HTMLInputElement,
    password: screen.getByLabelText(/^Senha/) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Entrar' }),
  };
}

const toastTexts = () => toasts.getToasts().map((toast) => toast.message);
const answerDue = (dueDate: string) => ({
  ...sessionAnswer,
  user: { ...sessionAnswer.user, company: { id: 3, name: 'Acme', dueDate } },
});

// Page tests render MUI and wait for real timers (the 2 s sent state): roomier than the default 5 s.
describe('login page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => {
      session.clear();
      for (const toast of toasts.getToasts()) toasts.dismiss(toast.key);
    });
  });

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
    expect(toastTexts()).toEqual(['Login efetuado com sucesso!']);
  });

  it('sends an expired company to /financeiro with the error naming the due date', async () => {
    const server = fakeServer();
    const due = new Date(Date.now() - 3 * dayMs).toISOString();
    server.logins.push(json(200, answerDue(due)));
    const { router, email, password, submit } = renderLogin();
    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    fireEvent.change(password, { target: { value: 'Secret-123' } });
    fireEvent.click(submit);

    expect(await screen.findByText('billing page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/financeiro');
    expect(toastTexts()).toEqual([
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
    expect(toastTexts()).toEqual(['Login efetuado com sucesso!', 'Sua assinatura vence em 2 dias.']);
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
    await waitFor(() => expect(toastTexts()).toEqual(['Erro de autenticação. Por favor, tente novamente.']));
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
