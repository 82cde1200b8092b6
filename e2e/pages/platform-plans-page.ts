import type { Locator, Page } from 'playwright-core';
import { app } from '../support/app';

export interface NewPlan {
  name: string;
  /** BRL, as typed: '99,90' or '99.90'. */
  amount: string;
  users: number;
  connections: number;
  queues: number;
}

/** The super user's plans page at /plans-admin (pt-BR texts): plan form and table. */
export class PlatformPlansPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly save: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Planos', level: 1 });
    this.form = page.getByRole('form', { name: 'Planos' });
    this.save = this.form.getByRole('button', { name: 'Salvar' });
    this.table = page.getByRole('table', { name: 'Planos' });
  }

  async goto(): Promise<void> {
    await this.page.goto(app.url('/plans-admin'));
    await this.heading.waitFor();
  }

  /** A feature switch of the form (WhatsApp, Kanban, Campanhas...). */
  feature(label: string): Locator {
    return this.form.getByRole('switch', { name: label });
  }

  async createPlan(plan: NewPlan): Promise<void> {
    await this.form.getByLabel(/^Nome/).fill(plan.name);
    await this.form.getByLabel(/^Valor/).fill(plan.amount);
    await this.form.getByLabel(/^Usuários/).fill(String(plan.users));
    await this.form.getByLabel(/^Conexões/).fill(String(plan.connections));
    await this.form.getByLabel(/^Filas/).fill(String(plan.queues));
    await this.save.click();
    await this.page.getByRole('alert').filter({ hasText: 'Operação realizada com sucesso!' }).waitFor();
  }

  row(name: string): Locator {
    return this.table.locator('tbody tr').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }
}
