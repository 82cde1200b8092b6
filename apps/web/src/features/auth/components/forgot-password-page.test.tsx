import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { toasts } from '../../../lib/toast';
import { json, mockApi, renderWithApp, resetApp } from '../../../test/harness';
import { ForgotPasswordPage } from './forgot-password-page';

function renderPage() {
  renderWithApp(<ForgotPasswordPage />, '/forgot-password');
  return { email: screen.getByLabelText(/^E-mail/) as HTMLInputElement };
}

// Page tests render MUI and wait for real timers (the 2 s sent state): roomier than the default 5 s.
describe('forgot password page', { timeout: 20_000 }, () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(resetApp);

  it('requires the e-mail and sends nothing without it', () => {
    const api = mockApi({});
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(screen.getByText('Obrigatório')).toBeTruthy();
    expect(api.calls('POST /api/auth/forgot-password')).toEqual([]);
  });

  it('goes idle -> sending -> sent, and back to idle after 2 seconds', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = mockApi({
      'POST /api/auth/forgot-password': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { email } = renderPage();
    fireEvent.change(email, { target: { value: 'Ana@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));

    expect(await screen.findByRole('button', { name: /Enviando/ })).toBeTruthy();
    expect(api.calls('POST /api/auth/forgot-password')).toEqual([{ email: 'ana@example.com' }]);
    await act(async () => answer(json(200, { message: 'ok' })));

    const sent = await screen.findByRole('button', { name: 'Enviado!' });
    expect(sent.hasAttribute('disabled')).toBe(true);
    expect(toasts.getToasts().map((toast) => toast.message)).toEqual([
      'Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.',
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar link' })).toBeTruthy(), { timeout: 3000 });
  });

  it('returns to idle at once and shows the error when the call fails', async () => {
    mockApi({
      'POST /api/auth/forgot-password': () => json(429, { error: 'ERR_RATE_LIMITED', message: 'server text' }),
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
