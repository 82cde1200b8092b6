import type { Locator, Page } from 'playwright-core';
import { app } from '../support/app';

export interface NewContact {
  name: string;
  number: string;
  email?: string;
}

/** The /contacts page (pt-BR texts): search, the table and the contact dialog. */
export class ContactsPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly empty: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^Contatos/ });
    this.search = page.getByRole('searchbox', { name: 'Pesquisar' });
    this.table = page.getByRole('table', { name: 'Contatos' });
    this.rows = this.table.locator('tbody tr[data-testid^="contact-row-"]');
    this.empty = this.table.getByText('Nenhum contato encontrado', { exact: true });
    this.dialog = page.getByRole('dialog', { name: 'Adicionar contato' });
  }

  async goto(): Promise<void> {
    await this.page.goto(app.url('/contacts'));
    await this.page.waitForURL((url) => url.pathname === '/contacts');
    await this.heading.filter({ hasText: /\(\d+\)/ }).waitFor();
  }

  /** The count the title shows: 'Contatos (N)' (of the current search). */
  async count(): Promise<number> {
    await this.heading.filter({ hasText: /\(\d+\)/ }).waitFor();
    return Number((await this.heading.textContent())?.match(/\((\d+)\)/)?.[1]);
  }

  /** The table row of a contact, found by the exact name. */
  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /** A toast (MUI Alert) with this text. */
  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  async createContact(contact: NewContact): Promise<void> {
    await this.page.getByRole('button', { name: 'Adicionar contato', exact: true }).click();
    await this.dialog.getByRole('textbox', { name: /^Nome/ }).fill(contact.name);
    await this.dialog.getByRole('textbox', { name: /^Número do Whatsapp/ }).fill(contact.number);
    if (contact.email !== undefined) await this.dialog.getByRole('textbox', { name: /^Email/ }).fill(contact.email);
    await this.dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await this.toast('Contato salvo com sucesso.').waitFor();
    await this.dialog.waitFor({ state: 'hidden' });
  }

  /**
   * Types a search and waits for the list the (debounced) search asks for, so what the table shows
   * next is that search's answer.
   */
  async searchFor(text: string): Promise<void> {
    const answered = this.page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/contacts' && url.searchParams.get('searchParam') === text.toLowerCase();
    });
    await this.search.fill(text);
    await answered;
  }

  async openImport(): Promise<void> {
    await this.page.getByRole('button', { name: 'Importar / Exportar' }).click();
    await this.page.getByRole('menuitem', { name: 'Importar de arquivo' }).click();
    await this.page.waitForURL((url) => url.pathname === '/contacts/import');
  }
}
