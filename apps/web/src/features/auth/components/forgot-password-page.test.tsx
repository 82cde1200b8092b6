import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { i18n } from '../../../i18n';
import { toasts } from '../../../lib/toast';
import { jsonResponse, stubApi } from '../../../test/fake-server';
import { ForgotPasswordPage } from './forgot-password-page';

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/forgot-password']}>
        <ForgotPasswordPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { email: screen.getByLabelText(/^E-mail/) as HTMLInputElement };
}

// Page tests render MUI and wait for real timers (the 2 s sent state): roomier than the default 5 s.
describe('forgot password page', { timeout: 20_000 }, () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => {
      for (const toast of toasts.getToasts()) toasts.dismiss(toast.key);
    });
  });

  it('requires the e-mail and sends nothing without it', () => {
    const api = stubApi({});
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(screen.getByText('Obrigatório')).toBeTruthy();
    expect(api.calls('POST /api/auth/forgot-password')).toEqual([]);
  });

  it('goes idle -> sending -> sent, and back to idle after 2 seconds', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = stubApi({
      'POST /api/auth/forgot-password': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { email } = renderPage();
    fireEvent.change(email, { target: { value: 'Ana@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));

    expect(await screen.findByRole('button', { name: /Enviando/ })).toBeTruthy();
    expect(api.calls('POST /api/auth/forgot-password')).toEqual([{ email: 'ana@example.com' }]);
    await act(async () => answer(jsonResponse(200, { message: 'ok' })));

    const sent = await screen.findByRole('button', { name: 'Enviado!' });
    expect(sent.hasAttribute('disabled')).toBe(true);
    expect(toasts.getToasts().map((toast) => toast.message)).toEqual([
      'Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.',
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar link' })).toBeTruthy(), { timeout: 3000 });
  });

  it('returns to idle at once and shows the error when the call fails', async () => {
    stubApi({
      'POST /api/auth/forgot-password': () => jsonResponse(429, { error: 'ERR_RATE_LIMITED', message: 'server text' }),
    });
    const { email } = renderPage();
    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));

    await waitFor(() =>
      expect(toasts.getToasts().map((toast) => toast.message)).toEqual([
        'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Enviar link' })).toBeTruthy();
  });
});
