import type { Locator, Page } from 'playwright-core';
import { app } from '../support/app';

export interface TypebotIntegrationInput {
  name: string;
  url: string;
  slug: string;
  keywordFinish?: string;
}

/** The admin's /queue-integration page (pt-BR texts): the list and the 'Adicionar projeto' dialog. */
export class QueueIntegrationsPage {
  readonly heading: Locator;
  readonly list: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^Integrações/ });
    // A table from 600 px up, a list of cards below.
    this.list = page.getByRole('table', { name: 'Integrações' }).or(page.getByRole('list', { name: 'Integrações' }));
    this.dialog = page.getByRole('dialog', { name: /^(Adicionar|Editar) projeto$/ });
  }

  async goto(): Promise<void> {
    await this.page.goto(app.url('/queue-integration'));
    await this.heading.waitFor();
  }

  /** Adds a Typebot integration through the dialog; waits for 'Integração salva com sucesso.'. */
  async addTypebot(input: TypebotIntegrationInput): Promise<void> {
    await this.page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await this.dialog.waitFor();
    await this.dialog.getByRole('combobox', { name: /^Tipo/ }).click();
    await this.page.getByRole('option', { name: 'Typebot', exact: true }).click();
    await this.field('Nome').fill(input.name);
    await this.field('URL do Typebot').fill(input.url);
    await this.field('Typebot - Slug').fill(input.slug);
    if (input.keywordFinish !== undefined) {
      await this.field('Typebot - Palavra para finalizar o ticket').fill(input.keywordFinish);
    }
    await this.dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await this.page.getByRole('alert').filter({ hasText: 'Integração salva com sucesso.' }).waitFor();
    await this.dialog.waitFor({ state: 'hidden' });
  }

  /** A text field of the open dialog by the start of its label. */
  field(label: string): Locator {
    return this.dialog.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
  }
}
