import type { Locator, Page } from 'playwright-core';
import { app } from '../support/app';
import { rowByColumn } from '../support/table';

export interface UserInput {
  name: string;
  email: string;
  /** Required for a new user (5 to 50 characters); left empty on edit keeps the current one. */
  password?: string;
  profile?: 'admin' | 'user';
  /** Queue names to attend, as listed in the 'Filas' select. */
  queues?: string[];
  /** HH:MM. */
  startWork?: string;
  endWork?: string;
  farewellMessage?: string;
  /** Permission tab labels to switch on, e.g. 'Ver Dashboard'. */
  permissions?: string[];
}

const profileLabels = { admin: 'Admin', user: 'Usuário' } as const;

/** The company admin's /users page (pt-BR texts): search, infinite list and the user modal. */
export class AdminUsersPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly add: Locator;
  readonly table: Locator;
  readonly modal: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^Usuários/ });
    this.search = page.getByRole('searchbox', { name: 'Pesquisar' });
    this.add = page.getByRole('button', { name: 'Adicionar usuário' });
    this.table = page.getByRole('table', { name: 'Usuários' });
    this.modal = page.getByRole('dialog', { name: /^(Adicionar|Editar) usuário$/ });
  }

  async goto(): Promise<void> {
    await this.page.goto(app.url('/users'));
    await this.waitUntilShown();
  }

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/users');
    await this.heading.waitFor();
  }

  /** The count the title shows: 'Usuários (N)'. */
  async count(): Promise<number> {
    await this.heading.filter({ hasText: /\(\d+\)/ }).waitFor();
    return Number((await this.heading.textContent())?.match(/\((\d+)\)/)?.[1]);
  }

  /** A toast (MUI Alert) with this text, e.g. 'Usuário salvo com sucesso.'. */
  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** The table row of a user, found by the exact name. */
  row(name: string): Locator {
    return this.table.locator('tbody tr').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /** A field of the open user modal by its label ('Nome', 'Email', 'Senha', 'Inicio de trabalho'...). */
  field(label: string): Locator {
    return this.modal.getByLabel(new RegExp(`^${label}`));
  }

  /** Narrows the list; the page searches 500 ms after the last keystroke. */
  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  /** A user's row by column: `{ ID, Nome, Email, Perfil, Inicio de trabalho, ... }`. */
  rowValues(name: string): Promise<Record<string, string>> {
    return rowByColumn(this.table, this.row(name));
  }

  /**
   * A server message shown while the modal is open, e.g. 'O limite do seu plano foi atingido.'.
   * It is a toast, but the open modal hides everything outside it from roles: found by text.
   */
  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  async createUser(user: UserInput): Promise<void> {
    await this.openNew();
    await this.fill(user);
    await this.submit();
    await this.toast('Usuário salvo com sucesso.').waitFor();
    await this.modal.waitFor({ state: 'hidden' });
  }

  /** Opens the modal for a new user (for flows that expect a refusal: `fill`, `submit`, `cancel`). */
  async openNew(): Promise<void> {
    await this.add.click();
    await this.field('Nome').waitFor();
  }

  async submit(): Promise<void> {
    await this.modal.getByRole('button', { name: /^(Adicionar|Salvar)$/ }).click();
  }

  async cancel(): Promise<void> {
    await this.modal.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await this.modal.waitFor({ state: 'hidden' });
  }

  /** The queues a listed user attends, as the modal's 'Filas' select has them chosen (opens and closes the modal). */
  async queuesOf(name: string): Promise<string[]> {
    await this.row(name)
      .getByRole('button', { name: `Editar ${name}` })
      .click();
    await this.field('Nome').waitFor();
    await this.modal.getByRole('combobox', { name: /^Filas/ }).click();
    const listbox = this.page.getByRole('listbox');
    await listbox.getByRole('option').first().waitFor();
    const chosen = await listbox.getByRole('option', { selected: true }).allInnerTexts();
    await this.page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'hidden' });
    await this.cancel();
    return chosen.map((queue) => queue.trim());
  }

  /** Opens the modal of a listed user, changes what is given and saves. */
  async editUser(name: string, changes: Partial<UserInput>): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Editar ${name}` })
      .click();
    await this.field('Nome').waitFor();
    await this.fill(changes);
    await this.modal.getByRole('button', { name: 'Salvar', exact: true }).click();
    await this.toast('Usuário salvo com sucesso.').waitFor();
    await this.modal.waitFor({ state: 'hidden' });
  }

  async deleteUser(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Excluir ${name}` })
      .click();
    await this.page
      .getByRole('dialog', { name: `Excluir ${name}?` })
      .getByRole('button', { name: 'Excluir', exact: true })
      .click();
    await this.toast('Usuário excluído com sucesso.').waitFor();
  }

  private async choose(label: string, option: string): Promise<void> {
    await this.modal.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
    await this.page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  }

  /** Fills what is given in the open modal. */
  async fill(user: Partial<UserInput>): Promise<void> {
    if (user.name !== undefined) await this.field('Nome').fill(user.name);
    if (user.email !== undefined) await this.field('Email').fill(user.email);
    if (user.password !== undefined) await this.field('Senha').fill(user.password);
    if (user.profile) await this.choose('Perfil', profileLabels[user.profile]);
    if (user.queues?.length) {
      await this.modal.getByRole('combobox', { name: /^Filas/ }).click();
      const listbox = this.page.getByRole('listbox');
      for (const queue of user.queues) {
        const option = listbox.getByRole('option', { name: queue, exact: true });
        if ((await option.getAttribute('aria-selected')) !== 'true') await option.click();
      }
      await this.page.keyboard.press('Escape');
      await listbox.waitFor({ state: 'hidden' });
    }
    if (user.startWork) await this.field('Inicio de trabalho').fill(user.startWork);
    if (user.endWork) await this.field('Fim de trabalho').fill(user.endWork);
    if (user.farewellMessage !== undefined) await this.field('Mensagem de despedida').fill(user.farewellMessage);
    if (user.permissions?.length) {
      await this.modal.getByRole('tab', { name: 'Permissões' }).click();
      for (const permission of user.permissions) await this.choose(permission, 'Habilitado');
      await this.modal.getByRole('tab', { name: 'Geral' }).click();
    }
  }
}
