import type { Locator, Page } from 'playwright-core';

/** The signed-in frame at / (pt-BR texts). */
export class AppShell {
  readonly accountMenu: Locator;
  readonly logout: Locator;
  readonly versionLabel: Locator;

  constructor(readonly page: Page) {
    this.accountMenu = page.getByRole('button', { name: 'Conta' });
    this.logout = page.getByRole('menuitem', { name: 'Sair' });
    this.versionLabel = page.getByText(/^Versão \d+\.\d+\.\d+$/);
  }

  greeting(name: string): Locator {
    return this.page.getByText(`Olá ${name}`, { exact: false });
  }

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/');
    await this.accountMenu.waitFor();
  }

  async signOut(): Promise<void> {
    await this.accountMenu.click();
    await this.logout.click();
  }
}
