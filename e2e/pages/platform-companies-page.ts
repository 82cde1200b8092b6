import type { Locator, Page } from 'playwright-core';
import { app } from '../support/app';
import { rowByColumn } from '../support/table';

export interface NewCompany {
  name: string;
  /** Also the e-mail of the company's first admin. */
  email: string;
  /** The first admin's password (5 to 50 characters). */
  password: string;
  /** The plan's name as listed in the plan select. */
  plan: string;
  /** Typed into the masked field; digits are what is sent. */
  phone?: string;
  /** As typed in pt-BR ('25/11/2026'); empty lets the server set one recurrence from today. */
  dueDate?: string;
  recurrence?: 'MENSAL' | 'BIMESTRAL' | 'TRIMESTRAL' | 'SEMESTRAL' | 'ANUAL';
  numberAttendants?: number;
  numberConections?: number;
}

const recurrenceLabels = {
  MENSAL: 'Mensal',
  BIMESTRAL: 'Bimestral',
  TRIMESTRAL: 'Trimestral',
  SEMESTRAL: 'Semestral',
  ANUAL: 'Anual',
} as const;

/** The super user's /companies page (pt-BR texts): company form, search and table. */
export class PlatformCompaniesPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly phone: Locator;
  readonly plan: Locator;
  readonly status: Locator;
  readonly document: Locator;
  readonly dueDate: Locator;
  readonly recurrence: Locator;
  readonly numberAttendants: Locator;
  readonly numberConections: Locator;
  readonly save: Locator;
  readonly clear: Locator;
  readonly search: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Empresas', level: 1 });
    this.form = page.getByRole('form', { name: 'Empresas' });
    // Required fields' labels end in ' *': anchored patterns match either way.
    this.name = this.form.getByLabel(/^Nome/);
    this.email = this.form.getByLabel(/^E-mail/);
    this.password = this.form.getByLabel(/^Senha/);
    this.phone = this.form.getByLabel(/^Telefone/);
    this.plan = this.form.getByLabel(/^Plano/);
    this.status = this.form.getByLabel(/^Status/);
    this.document = this.form.getByLabel(/^Documento/);
    this.dueDate = this.form.getByLabel(/^Data de Vencimento/);
    this.recurrence = this.form.getByLabel(/^Recorrência/);
    this.numberAttendants = this.form.getByLabel(/^Atendentes/);
    this.numberConections = this.form.getByLabel(/^Conexões/);
    this.save = this.form.getByRole('button', { name: 'Salvar' });
    this.clear = this.form.getByRole('button', { name: 'Limpar' });
    this.search = page.getByRole('searchbox', { name: 'Pesquisar' });
    this.table = page.getByRole('table', { name: 'Empresas' });
  }

  async goto(): Promise<void> {
    await this.page.goto(app.url('/companies'));
    await this.waitUntilShown();
  }

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/companies');
    await this.heading.waitFor();
  }

  /** A toast (MUI Alert) with this text, e.g. 'Operação realizada com sucesso!'. */
  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** Fills the form for a new company and its first admin, saves, and waits for the success toast. */
  async createCompany(company: NewCompany): Promise<void> {
    await this.fillNew(company);
    await this.saveNew();
  }

  /** Fills the form for a new company without saving. The phone is typed key by key, through the mask. */
  async fillNew(company: NewCompany): Promise<void> {
    await this.clear.click();
    await this.name.fill(company.name);
    await this.email.fill(company.email);
    await this.password.fill(company.password);
    if (company.phone) {
      await this.phone.clear();
      await this.phone.pressSequentially(company.phone);
    }
    await this.plan.locator('option', { hasText: company.plan }).first().waitFor({ state: 'attached' });
    await this.plan.selectOption({ label: company.plan });
    if (company.dueDate) await this.dueDate.fill(company.dueDate);
    if (company.recurrence) await this.recurrence.selectOption({ label: recurrenceLabels[company.recurrence] });
    if (company.numberAttendants) await this.numberAttendants.fill(String(company.numberAttendants));
    if (company.numberConections) await this.numberConections.fill(String(company.numberConections));
  }

  async saveNew(): Promise<void> {
    await this.save.click();
    await this.toast('Operação realizada com sucesso!').waitFor();
  }

  /** Narrows the table (the search waits 500 ms after typing). */
  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  /** The table row of a company, found by its exact name. */
  row(name: string): Locator {
    return this.table.locator('tbody tr').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /** A company's row by column: `{ ID, Ativo, Nome, E-mail, Plano, Valor, Vencimento, ... }`. */
  rowValues(name: string): Promise<Record<string, string>> {
    return rowByColumn(this.table, this.row(name));
  }

  /** 'yellow' (due in 1 to 5 days), 'red' (due today or past) or 'none'. */
  async tintOf(name: string): Promise<string | null> {
    return this.row(name).getAttribute('data-tint');
  }

  /** Loads a listed company into the form, as saved on the server. */
  async edit(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Editar ${name}` })
      .click();
    await this.form.getByRole('button', { name: 'Excluir' }).waitFor();
  }

  /** Renews the due date by the company's recurrence, confirming the dialog. */
  async renew(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Renovar vencimento ${name}` })
      .click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Renovar vencimento' }).click();
    await this.toast('Operação realizada com sucesso!').waitFor();
  }

  async delete(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Excluir ${name}` })
      .click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await this.toast('Operação realizada com sucesso!').waitFor();
  }
}
