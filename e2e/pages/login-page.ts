import type { Locator, Page } from 'playwright-core';
import { app } from '../support/app';

/** The /login screen (pt-BR texts, the default language). */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly heading: Locator;
  readonly forgotPasswordLink: Locator;
  readonly languageMenu: Locator;

  constructor(readonly page: Page) {
    // Required fields' labels end in ' *'; anchoring keeps 'Mostrar senha' out.
    this.email = page.getByLabel(/^E-mail/);
    this.password = page.getByLabel(/^Senha/);
    this.submit = page.getByRole('button', { name: 'Entrar' });
    this.heading = page.getByRole('heading', { name: 'Entrar' });
    this.forgotPasswordLink = page.getByRole('link', { name: 'Esqueceu a senha?' });
    this.languageMenu = page.getByRole('button', { name: 'Idioma' });
  }

  async goto(): Promise<void> {
    await this.page.goto(app.url('/login'));
    await this.waitUntilShown();
  }

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/login');
    await this.heading.waitFor();
  }

  /** A toast (MUI Alert) with this text. */
  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Picks a language by its own name ('English', 'Español'...) from the language menu. */
  async chooseLanguage(name: string): Promise<void> {
    await this.languageMenu.click();
    await this.page.getByRole('menuitem', { name }).click();
  }
}
