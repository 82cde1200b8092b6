import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { LoginPage } from '../pages/login-page';
import { app } from '../support/app';
import { useBrowserPage } from '../support/browser';

describe('public pages', () => {
  const browser = useBrowserPage();

  it('asks before signing in with a weak password, and shows the strength', async () => {
    const login = new LoginPage(browser.page());
    await login.goto();
    await login.email.fill('nobody-weak@example.com');
    await login.password.fill('abc');
    await login.page.getByText('Senha fraca').waitFor();
    await login.submit.click();

    const dialog = login.page.getByRole('dialog', { name: 'Senha com segurança baixa' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Entrar mesmo assim' }).click();
    await login.toast('Erro de autenticação. Por favor, tente novamente.').waitFor();
  });

  it('sends a reset link from /forgot-password: sending, sent, then idle again', async () => {
    const page = browser.page();
    const login = new LoginPage(page);
    await login.goto();
    await login.forgotPasswordLink.click();

    const forgot = new ForgotPasswordPage(page);
    await forgot.waitUntilShown();
    await forgot.email.fill('nobody@example.com');
    await forgot.send.click();
    await forgot.sent.waitFor();
    expect(await forgot.sent.isDisabled()).toBe(true);
    await login.toast('Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.').waitFor();
    // Spec 1 §2: the sent state reverts to idle after 2 seconds.
    await forgot.send.waitFor({ timeout: 5000 });

    await forgot.backToLogin.click();
    await login.waitUntilShown();
  });

  it("refuses a reset with a confirmation that does not match: 'As senhas não coincidem'", async () => {
    const page = browser.page();
    await page.goto(app.url('/reset-password?token=not-a-real-token'));
    await page.getByLabel(/^Nova senha/).fill('Nova-Senha-1');
    await page.getByLabel(/^Confirme a nova senha/).fill('Outra-Senha-1');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByText('As senhas não coincidem').waitFor();
  });
});
