import type { Locator, Page } from 'playwright-core';
import { app } from '../support/app';
import { rowByColumn } from '../support/table';

/** The plan's switches, by the API's flag names, with their pt-BR labels. */
const flagLabels = {
  isPublic: 'Público',
  useWhatsapp: 'WhatsApp',
  useFacebook: 'Facebook',
  useInstagram: 'Instagram',
  useCampaigns: 'Campanhas',
  useSchedules: 'Agendamentos',
  useInternalChat: 'Chat Interno',
  useExternalApi: 'API Externa',
  useKanban: 'Kanban',
  useOpenAi: 'Open.Ai',
  useIntegrations: 'Integrações',
} as const;
export type PlanFlag = keyof typeof flagLabels;
export const planFlags = Object.keys(flagLabels) as PlanFlag[];

export interface NewPlan {
  name: string;
  /** BRL, as typed: '99,90' or '99.90'. */
  amount: string;
  users: number;
  connections: number;
  queues: number;
  /** Switches to set; the others keep the form's default (every switch on). */
  flags?: Partial<Record<PlanFlag, boolean>>;
}

/** The super user's plans page at /plans-admin (pt-BR texts): plan form and table. */
export class PlatformPlansPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly name: Locator;
  readonly save: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Planos', level: 1 });
    this.form = page.getByRole('form', { name: 'Planos' });
    this.name = this.form.getByLabel(/^Nome/);
    this.save = this.form.getByRole('button', { name: 'Salvar' });
    this.table = page.getByRole('table', { name: 'Planos' });
  }

  async goto(): Promise<void> {
    await this.page.goto(app.url('/plans-admin'));
    await this.heading.waitFor();
  }

  /** A switch of the form (Público, WhatsApp, Kanban, Campanhas...). */
  flag(flag: PlanFlag): Locator {
    return this.form.getByRole('switch', { name: flagLabels[flag], exact: true });
  }

  /** Every switch of the form, on or off. */
  async flagStates(): Promise<Record<PlanFlag, boolean>> {
    const states = await Promise.all(planFlags.map(async (flag) => [flag, await this.flag(flag).isChecked()] as const));
    return Object.fromEntries(states) as Record<PlanFlag, boolean>;
  }

  async createPlan(plan: NewPlan): Promise<void> {
    await this.name.fill(plan.name);
    await this.form.getByLabel(/^Valor/).fill(plan.amount);
    await this.form.getByLabel(/^Usuários/).fill(String(plan.users));
    await this.form.getByLabel(/^Conexões/).fill(String(plan.connections));
    await this.form.getByLabel(/^Filas/).fill(String(plan.queues));
    for (const [flag, on] of Object.entries(plan.flags ?? {}) as [PlanFlag, boolean][]) {
      await this.flag(flag).setChecked(on);
    }
    await this.save.click();
    await this.page.getByRole('alert').filter({ hasText: 'Operação realizada com sucesso!' }).waitFor();
  }

  /** Loads a listed plan into the form, as saved on the server. */
  async edit(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Editar ${name}` })
      .click();
    await this.form.getByRole('button', { name: 'Excluir' }).waitFor();
    if ((await this.name.inputValue()) !== name) throw new Error(`the plan form did not load "${name}"`);
  }

  row(name: string): Locator {
    return this.table.locator('tbody tr').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /** A plan's row by column: `{ Nome, Valor, Usuários, Conexões, Filas, Público, ... }`. */
  rowValues(name: string): Promise<Record<string, string>> {
    return rowByColumn(this.table, this.row(name));
  }
}
