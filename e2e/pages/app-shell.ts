import type { Locator, Page } from 'playwright-core';

/** The signed-in frame at / (pt-BR texts). */
export class AppShell {
  readonly accountMenu: Locator;
  readonly logout: Locator;
  readonly profile: Locator;
  readonly profileDialog: Locator;
  readonly menu: Locator;
  readonly versionLabel: Locator;
  /** 'Ativo até dd/mm/aaaa' after the greeting: admins only. */
  readonly dueDate: Locator;

  constructor(readonly page: Page) {
    this.accountMenu = page.getByRole('button', { name: 'Conta' });
    this.logout = page.getByRole('menuitem', { name: 'Sair' });
    this.profile = page.getByRole('menuitem', { name: 'Perfil' });
    this.profileDialog = page.getByRole('dialog', { name: 'Meu perfil' });
    this.menu = page.getByRole('navigation', { name: 'Menu principal' });
    this.versionLabel = page.getByText(/^Versão \d+\.\d+\.\d+$/);
    this.dueDate = page.getByText(/\(Ativo até \d{2}\/\d{2}\/\d{4}\)/);
  }

  greeting(name: string): Locator {
    return this.page.getByText(`Olá ${name}`, { exact: false });
  }

  /** The top bar's full greeting, which names the user's company. */
  welcome(name: string, company: string): Locator {
    return this.page.getByText(`Olá ${name}, seja bem-vindo(a) a ${company}!`, { exact: false });
  }

  /** After signing in on a valid subscription: the landing page, /tickets (spec 1 §4). */
  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/tickets');
    await this.accountMenu.waitFor();
  }

  /** A side-menu entry by its exact label ('Configurações' is not 'Configurações de Campanhas'). */
  menuItem(label: string): Locator {
    return this.menu.getByRole('link', { name: label, exact: true });
  }

  /** Waits until the menu shows every one of these entries. */
  async waitForMenuItems(labels: readonly string[]): Promise<void> {
    for (const label of labels) await this.menuItem(label).waitFor();
  }

  /**
   * Which of these entries the menu shows right now. Ask after `waitForMenuItems`: the menu is
   * built at once from the session, so once an expected entry is there the rest are too.
   */
  async menuItemsAmong(labels: readonly string[]): Promise<string[]> {
    const shown: string[] = [];
    for (const label of labels) if ((await this.menuItem(label).count()) > 0) shown.push(label);
    return shown;
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
