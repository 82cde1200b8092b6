import type { Locator, Page } from 'playwright-core';
import { app } from '../support/app';

export interface QueueInput {
  name: string;
  /** 3 to 9 characters, unique per company, e.g. '#2196f3'. */
  color: string;
  orderQueue?: number;
  /** Required once the company has more than one queue. */
  greetingMessage?: string;
  /** Only with scheduleType 'queue' (the schedules tab), where it is required. */
  outOfHoursMessage?: string;
  closeTicket?: boolean;
  /** Queue rotation time in minutes: 2, 5, 10, 15, 30, 45 or 60. */
  rotationMinutes?: number;
  /** The name of the queue integration that answers the queue's customers ('Integração'). */
  integration?: string;
}

/** The company admin's /queues page (pt-BR texts): table and queue dialog. */
export class AdminQueuesPage {
  readonly heading: Locator;
  readonly add: Locator;
  readonly table: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^Filas & Chatbot/ });
    this.add = page.getByRole('button', { name: 'Adicionar fila' });
    this.table = page.getByRole('table', { name: 'Filas & Chatbot' });
    this.dialog = page.getByRole('dialog', { name: /^(Adicionar|Editar) fila$/ });
  }

  async goto(): Promise<void> {
    await this.page.goto(app.url('/queues'));
    await this.waitUntilShown();
  }

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/queues');
    await this.heading.waitFor();
  }

  /** The count the title shows: 'Filas & Chatbot (N)'. */
  async count(): Promise<number> {
    await this.heading.filter({ hasText: /\(\d+\)/ }).waitFor();
    return Number((await this.heading.textContent())?.match(/\((\d+)\)/)?.[1]);
  }

  /** A toast (MUI Alert) with this text, e.g. 'Esta cor já está em uso, escolha outra.'. */
  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** The table row of a queue, found by the exact name. */
  row(name: string): Locator {
    return this.table.locator('tbody tr').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /**
   * A validation or server message inside the open dialog, e.g. 'Esta cor já está em uso, escolha
   * outra.' under the colour. (While a dialog is open, toasts outside it are hidden from roles.)
   */
  dialogMessage(text: string): Locator {
    return this.dialog.getByText(text, { exact: true });
  }

  /** A field of the open dialog by its label ('Nome', 'Cor', 'Mensagem de saudação'...). */
  field(label: string): Locator {
    return this.dialog.getByRole('textbox', { name: new RegExp(`^${label}`) });
  }

  /** Fills the dialog and saves; waits for 'Fila salva com sucesso'. */
  async createQueue(queue: QueueInput): Promise<void> {
    await this.openNew();
    await this.fill(queue);
    await this.dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await this.toast('Fila salva com sucesso').waitFor();
    await this.dialog.waitFor({ state: 'hidden' });
  }

  /** Opens the dialog for a new queue (for flows that expect a refusal, then call `submit`). */
  async openNew(): Promise<void> {
    await this.add.click();
    await this.field('Nome').waitFor();
  }

  async submit(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Adicionar|Salvar)$/ }).click();
  }

  async editQueue(name: string, changes: Partial<QueueInput>): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Editar ${name}` })
      .click();
    await this.field('Nome').waitFor();
    await this.fill(changes);
    await this.dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
    await this.toast('Fila salva com sucesso').waitFor();
    await this.dialog.waitFor({ state: 'hidden' });
  }

  async deleteQueue(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Excluir ${name}` })
      .click();
    await this.page
      .getByRole('dialog', { name: `Excluir ${name}?` })
      .getByRole('button', { name: 'Excluir', exact: true })
      .click();
    await this.toast('Fila excluída com sucesso!').waitFor();
  }

  async fill(queue: Partial<QueueInput>): Promise<void> {
    if (queue.name !== undefined) await this.field('Nome').fill(queue.name);
    if (queue.color !== undefined) await this.field('Cor').fill(queue.color);
    if (queue.orderQueue !== undefined) {
      await this.dialog.getByLabel(/^Ordem da fila/).fill(String(queue.orderQueue));
    }
    if (queue.greetingMessage !== undefined) await this.field('Mensagem de saudação').fill(queue.greetingMessage);
    if (queue.closeTicket !== undefined) {
      await this.dialog.getByRole('switch', { name: 'Fechar ticket' }).setChecked(queue.closeTicket);
    }
    if (queue.rotationMinutes !== undefined) {
      await this.dialog.getByRole('switch', { name: 'Rodízio' }).setChecked(true);
      await this.dialog.getByRole('combobox', { name: /^Tempo de Rodízio/ }).click();
      await this.page.getByRole('option', { name: `${queue.rotationMinutes} minutos`, exact: true }).click();
    }
    if (queue.integration !== undefined) {
      await this.dialog.getByRole('combobox', { name: /^Integração/ }).fill(queue.integration);
      await this.page.getByRole('option', { name: new RegExp(`^${queue.integration}`) }).click();
    }
    if (queue.outOfHoursMessage !== undefined) {
      await this.dialog.getByRole('tab', { name: 'Horários de atendimento' }).click();
      await this.field('Mensagem de fora de expediente').fill(queue.outOfHoursMessage);
      await this.dialog.getByRole('tab', { name: 'Dados da fila' }).click();
    }
  }
}
