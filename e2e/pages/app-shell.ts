import type { Locator, Page } from 'playwright-core';

/** The signed-in frame at / (pt-BR texts). */
export class AppShell {
  readonly accountMenu: Locator;
  readonly logout: Locator;
  readonly profile: Locator;
  readonly profileDialog: Locator;
  readonly menu: Locator;
  readonly versionLabel: Locator;

  constructor(readonly page: Page) {
    this.accountMenu = page.getByRole('button', { name: 'Conta' });
    this.logout = page.getByRole('menuitem', { name: 'Sair' });
    this.profile = page.getByRole('menuitem', { name: 'Perfil' });
    this.profileDialog = page.getByRole('dialog', { name: 'Meu perfil' });
    this.menu = page.getByRole('navigation', { name: 'Menu principal' });
    this.versionLabel = page.getByText(/^Versão \d+\.\d+\.\d+$/);
  }

  greeting(name: string): Locator {
    return this.page.getByText(`Olá ${name}`, { exact: false });
  }

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/');
    await this.accountMenu.waitFor();
  }

  /** A side-menu entry by its label. */
  menuItem(label: string): Locator {
    return this.menu.getByRole('link', { name: label });
  }

  async openProfile(): Promise<void> {
    await this.accountMenu.click();
    await this.profile.click();
    await this.profileDialog.waitFor();
  }

  async signOut(): Promise<void> {
    await this.accountMenu.click();
    await this.logout.click();
  }
}
