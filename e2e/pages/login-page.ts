import type { Locator, Page } from 'playwright-core';
import { app } from '../support/app';

/** The login screen's own texts per language (pt-BR is the default). */
const texts = {
  'pt-BR': {
    name: 'Português',
    heading: 'Entrar',
    password: /^Senha/,
    submit: 'Entrar',
    forgotPassword: 'Esqueceu a senha?',
    languageMenu: 'Idioma',
  },
  en: {
    name: 'English',
    heading: 'Sign in',
    password: /^Password/,
    submit: 'Sign in',
    forgotPassword: 'Forgot your password?',
    languageMenu: 'Language',
  },
} as const;
export type LoginLanguage = keyof typeof texts;

/** The /login screen, in the language it is shown in (pt-BR unless told). */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly heading: Locator;
  readonly forgotPasswordLink: Locator;
  readonly languageMenu: Locator;

  constructor(
    readonly page: Page,
    readonly language: LoginLanguage = 'pt-BR',
  ) {
    const text = texts[language];
    // Required fields' labels end in ' *'; anchoring keeps 'Mostrar senha' out, and the role keeps
    // out the strength meter ('Password strength' starts like the field's label in English).
    this.email = page.getByLabel(/^E-mail/);
    this.password = page.getByRole('textbox', { name: text.password });
    this.submit = page.getByRole('button', { name: text.submit, exact: true });
    this.heading = page.getByRole('heading', { name: text.heading });
    this.forgotPasswordLink = page.getByRole('link', { name: text.forgotPassword });
    this.languageMenu = page.getByRole('button', { name: text.languageMenu });
  }

  async goto(): Promise<void> {
    await this.page.goto(app.url('/login'));
    await this.waitUntilShown();
  }

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/login');
    await this.heading.waitFor();
  }

  /** The address's path, e.g. to check a refused login stays on /login. */
  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  /** The page's `<html lang>`. */
  documentLanguage(): Promise<string> {
    return this.page.evaluate(() => document.documentElement.lang);
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

  /** Picks a language from the language menu (by its own name) and answers the page in that language. */
  async switchLanguage(language: LoginLanguage): Promise<LoginPage> {
    await this.languageMenu.click();
    await this.page.getByRole('menuitem', { name: texts[language].name }).click();
    const translated = new LoginPage(this.page, language);
    await translated.heading.waitFor();
    return translated;
  }
}
