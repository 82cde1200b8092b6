import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { toasts } from '../../../lib/toast';
import { mockApi, renderRoutes, resetApp } from '../../../test/harness';
import { ResetPasswordPage } from './reset-password-page';

const renderPage = (path: string) =>
  renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    path,
  );

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

// Page tests render MUI and wait for real timers (the 2 s sent state): roomier than the default 5 s.
describe('reset password page', { timeout: 20_000 }, () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(resetApp);

  it("says 'As senhas não coincidem' and sends nothing when the confirmation differs", () => {
    const api = mockApi({});
    renderPage('/reset-password?token=abc');
    fill(/^Nova senha/, 'secret-1');
    fill(/^Confirme a nova senha/, 'secret-2');
    fireEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(screen.getByText('As senhas não coincidem')).toBeTruthy();
    expect(api.calls('POST /api/auth/reset-password')).toEqual([]);
  });

  it("applies the password rules ('Muito curto!')", () => {
    renderPage('/reset-password?token=abc');
    mockApi({});
    fill(/^Nova senha/, 'abc');
    fill(/^Confirme a nova senha/, 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(screen.getByText('Muito curto!')).toBeTruthy();
  });

  it('sends the token from the address with the new password, shows sent, then goes to /login', async () => {
    const api = mockApi({ 'POST /api/auth/reset-password': () => new Response(null, { status: 204 }) });
    const router = renderPage('/reset-password?token=tok-123');
    fill(/^Nova senha/, 'Nova-Senha-1');
    fill(/^Confirme a nova senha/, 'Nova-Senha-1');
    fireEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));

    expect(await screen.findByRole('button', { name: 'Enviado!' })).toBeTruthy();
    expect(api.calls('POST /api/auth/reset-password')).toEqual([{ token: 'tok-123', newPassword: 'Nova-Senha-1' }]);
    expect(toasts.getToasts().map((toast) => toast.message)).toContain(
      'Senha redefinida com sucesso! Entre com a nova senha.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
  });

  it('explains a link without a token', () => {
    mockApi({});
    renderPage('/reset-password');
    expect(screen.getByText('Link de redefinição de senha inválido ou expirado.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Redefinir senha' })).toBeNull();
  });
});
