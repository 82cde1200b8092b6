import type { Locator, Page } from 'playwright-core';

/** The /forgot-password screen (pt-BR texts). */
export class ForgotPasswordPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly send: Locator;
  readonly sent: Locator;
  readonly backToLogin: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Esqueceu a senha?' });
    this.email = page.getByLabel(/^E-mail/);
    this.send = page.getByRole('button', { name: 'Enviar link' });
    this.sent = page.getByRole('button', { name: 'Enviado!' });
    this.backToLogin = page.getByRole('link', { name: 'Voltar para o login' });
  }

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/forgot-password');
    await this.heading.waitFor();
  }
}
