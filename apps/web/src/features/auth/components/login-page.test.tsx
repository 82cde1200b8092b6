import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { i18n } from '../../../i18n';
import { session } from '../../../lib/session';
import { toasts } from '../../../lib/toast';
import { sessionAnswer } from '../../../test/fixtures';
import { LoginPage } from './login-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderLogin() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    email: screen.getByLabelText(/^E-mail/) as HTMLInputElement,
    password: screen.getByLabelText(/^Senha/) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Entrar' }),
  };
}

describe('login page', () => {
  const fetch = vi.fn<typeof globalThis.fetch>();

  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetch.mockReset();
    act(() => {
      session.clear();
      for (const toast of toasts.getToasts()) toasts.dismiss(toast.key);
    });
  });

  it('lowercases the e-mail and requires both fields', () => {
    const { email, submit } = renderLogin();
    fireEvent.change(email, { target: { value: 'Ana@Example.COM' } });
    expect(email.value).toBe('ana@example.com');
    fireEvent.click(submit);
    expect(screen.getByText('Obrigatório')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the credentials and starts the session', async () => {
    fetch.mockResolvedValueOnce(json(200, sessionAnswer));
    const { email, password, submit } = renderLogin();
    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    fireEvent.change(password, { target: { value: 'secret-123' } });
    fireEvent.click(submit);

    await waitFor(() => expect(session.getState().status).toBe('authenticated'));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@example.com', password: 'secret-123' });
    expect(window.localStorage.getItem('token')).toBe('access-token');
    expect(toasts.getToasts().map((toast) => toast.message)).toEqual(['Login efetuado com sucesso!']);
  });

  it('shows the translated error of wrong credentials', async () => {
    fetch.mockResolvedValueOnce(json(401, { error: 'ERR_INVALID_CREDENTIALS', message: 'server text' }));
    const { email, password, submit } = renderLogin();
    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(submit);

    await waitFor(() =>
      expect(toasts.getToasts().map((toast) => toast.message)).toEqual([
        'Erro de autenticação. Por favor, tente novamente.',
      ]),
    );
    expect(session.getState().status).toBe('anonymous');
  });
});
