import type { Locator, Page } from 'playwright-core';
import { app } from '../support/app';

/** The open view's tabs, and the single tab the closed and search views show. */
export type TicketTab = 'Atendendo' | 'Aguardando' | 'Resolvidos' | 'Busca';

/** The ticket manager on /tickets (pt-BR texts): tabs, search, and the list of ticket rows. */
export class TicketsPage {
  readonly list: Locator;
  readonly rows: Locator;
  /** The empty state's title, shown when the current view has no ticket. */
  readonly empty: Locator;
  readonly search: Locator;
  /** Only in the search view (once something is typed). */
  readonly searchOnMessages: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: 'Lista de atendimentos' });
    this.rows = this.list.getByRole('listitem');
    this.empty = page.getByText('Nada aqui!', { exact: true });
    this.search = page.getByRole('searchbox', { name: 'Pesquisar atendimento e mensagens' });
    this.searchOnMessages = page.getByRole('checkbox', {
      name: 'Buscar também no conteúdo das mensagens (mais lento)',
    });
  }

  async goto(): Promise<void> {
    await this.page.goto(app.url('/tickets'));
    await this.waitUntilShown();
  }

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname.startsWith('/tickets'));
    await this.tab('Atendendo').waitFor();
  }

  /** A tab by its label; its name also holds the badge's count, hence the prefix match. */
  tab(label: TicketTab): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${label}`) });
  }

  /** The count on a tab's badge (a zero badge is hidden, and reads 0). */
  async tabCount(label: TicketTab): Promise<number> {
    const badge = this.tab(label).locator('.MuiBadge-badge');
    if ((await badge.count()) === 0) return 0;
    if (await badge.evaluate((element) => element.classList.contains('MuiBadge-invisible'))) return 0;
    return Number(await badge.textContent());
  }

  /** The unread count a row shows, labelled e.g. '2 mensagens não lidas' (the label's box has no size). */
  unread(contactName: string, count: number): Locator {
    return this.row(contactName)
      .getByLabel(`${count} mensagens não lidas`, { exact: true })
      .getByText(String(count), { exact: true });
  }

  async showTab(label: TicketTab): Promise<void> {
    await this.tab(label).click();
    await this.page.locator('[role="tab"][aria-selected="true"]', { hasText: label }).waitFor();
  }

  /** The row of a ticket, named after its contact. */
  row(contactName: string): Locator {
    return this.list.getByRole('button', { name: contactName, exact: true });
  }

  async open(contactName: string): Promise<void> {
    await this.row(contactName).click();
    await this.page.waitForURL((url) => /^\/tickets\/[\w-]+$/.test(url.pathname));
  }

  /**
   * Types into the search box, which switches the manager to its search view, and waits for the
   * list the (debounced) search asks for, so an empty list is the search's answer, not a pause.
   */
  async searchFor(text: string): Promise<void> {
    const answered = this.listAnswer((query) => query.get('searchParam') === text.toLowerCase());
    await this.search.fill(text);
    await this.tab('Busca').waitFor();
    await answered;
  }

  /** Ticks "also search message contents" and waits for the list that search answers. */
  async searchMessageContents(): Promise<void> {
    const answered = this.listAnswer((query) => query.get('searchOnMessages') === 'true');
    await this.searchOnMessages.check();
    await answered;
  }

  private async listAnswer(matches: (query: URLSearchParams) => boolean): Promise<void> {
    await this.page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/tickets' && response.ok() && matches(url.searchParams);
    });
  }
}
